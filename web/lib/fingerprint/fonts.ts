// 000 §3: sixteen common fonts are checked. A font is present when text drawn with it, falling back to a
// generic family, measures differently from the generic family alone.
export const COMMON_FONTS = [
  'Arial',
  'Arial Black',
  'Verdana',
  'Helvetica',
  'Tahoma',
  'Trebuchet MS',
  'Times New Roman',
  'Georgia',
  'Garamond',
  'Palatino',
  'Bookman',
  'Courier New',
  'Lucida Console',
  'Comic Sans MS',
  'Impact',
  'Segoe UI',
] as const;

const BASE_FAMILIES = ['monospace', 'serif', 'sans-serif'] as const;
const SAMPLE = 'mmmmmmmmmmlli10OQ@#';

export function detectFonts(): string[] {
  try {
    const canvas = document.createElement('canvas');
    const ctx = canvas.getContext('2d');
    if (!ctx) return [];
    const width = (font: string) => {
      ctx.font = `72px ${font}`;
      return ctx.measureText(SAMPLE).width;
    };
    const baseWidths = BASE_FAMILIES.map((family) => width(family));
    if (baseWidths.every((w) => !w)) return [];
    return COMMON_FONTS.filter((font) =>
      BASE_FAMILIES.some((family, i) => width(`'${font}', ${family}`) !== baseWidths[i]),
    );
  } catch {
    return [];
  }
}
