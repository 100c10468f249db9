import { sha256Hex } from './sha256';

/** A drawing whose pixels differ with GPU, driver and font rendering; its hash is the canvas fingerprint. */
export async function getCanvasFingerprint(): Promise<string> {
  try {
    const canvas = document.createElement('canvas');
    canvas.width = 280;
    canvas.height = 60;
    const ctx = canvas.getContext('2d');
    if (!ctx) return 'unavailable';
    ctx.textBaseline = 'top';
    ctx.font = "16px 'Arial'";
    ctx.fillStyle = '#f60';
    ctx.fillRect(120, 4, 70, 24);
    ctx.fillStyle = '#069';
    ctx.fillText('HostFree fingerprint, \u{1F310} 1.0', 4, 8);
    ctx.fillStyle = 'rgba(102, 204, 0, 0.7)';
    ctx.font = "18px 'Times New Roman'";
    ctx.fillText('HostFree fingerprint, \u{1F310} 1.0', 6, 30);
    ctx.globalCompositeOperation = 'multiply';
    ctx.beginPath();
    ctx.arc(230, 30, 20, 0, Math.PI * 2);
    ctx.fillStyle = 'rgb(255,0,255)';
    ctx.fill();
    const dataUrl = canvas.toDataURL();
    if (!dataUrl || dataUrl === 'data:,') return 'unavailable';
    return await sha256Hex(dataUrl);
  } catch {
    return 'unavailable';
  }
}
