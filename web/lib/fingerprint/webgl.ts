/** Vendor, renderer and a few capability numbers of the WebGL implementation, as JSON text. */
export function getWebglFingerprint(): string {
  try {
    const canvas = document.createElement('canvas');
    const gl = (canvas.getContext('webgl') || canvas.getContext('experimental-webgl')) as WebGLRenderingContext | null;
    if (!gl) return 'unavailable';
    const debug = gl.getExtension('WEBGL_debug_renderer_info');
    const read = (param: number) => {
      try {
        const value = gl.getParameter(param);
        return value && typeof value === 'object' && 'length' in value ? Array.from(value as ArrayLike<number>) : value;
      } catch {
        return null;
      }
    };
    const info = {
      vendor: debug ? read(debug.UNMASKED_VENDOR_WEBGL) : read(gl.VENDOR),
      renderer: debug ? read(debug.UNMASKED_RENDERER_WEBGL) : read(gl.RENDERER),
      params: {
        version: read(gl.VERSION),
        shadingLanguageVersion: read(gl.SHADING_LANGUAGE_VERSION),
        maxTextureSize: read(gl.MAX_TEXTURE_SIZE),
        maxRenderbufferSize: read(gl.MAX_RENDERBUFFER_SIZE),
        maxViewportDims: read(gl.MAX_VIEWPORT_DIMS),
        maxVertexAttribs: read(gl.MAX_VERTEX_ATTRIBS),
        maxVaryingVectors: read(gl.MAX_VARYING_VECTORS),
        maxCombinedTextureImageUnits: read(gl.MAX_COMBINED_TEXTURE_IMAGE_UNITS),
        aliasedLineWidthRange: read(gl.ALIASED_LINE_WIDTH_RANGE),
        aliasedPointSizeRange: read(gl.ALIASED_POINT_SIZE_RANGE),
      },
    };
    return JSON.stringify(info).slice(0, 2000);
  } catch {
    return 'unavailable';
  }
}
