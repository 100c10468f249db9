const RENDER_TIMEOUT_MS = 1000;

type OfflineCtor = new (channels: number, length: number, sampleRate: number) => OfflineAudioContext;

/**
 * A triangle oscillator through a dynamics compressor, rendered offline: the sum of the output samples
 * differs slightly between audio stacks.
 */
export async function getAudioFingerprint(): Promise<string> {
  try {
    const w = window as unknown as { OfflineAudioContext?: OfflineCtor; webkitOfflineAudioContext?: OfflineCtor };
    const Ctor = w.OfflineAudioContext ?? w.webkitOfflineAudioContext;
    if (!Ctor) return 'unavailable';
    const context = new Ctor(1, 44100, 44100);
    const oscillator = context.createOscillator();
    oscillator.type = 'triangle';
    oscillator.frequency.value = 10000;
    const compressor = context.createDynamicsCompressor();
    compressor.threshold.value = -50;
    compressor.knee.value = 40;
    compressor.ratio.value = 12;
    compressor.attack.value = 0;
    compressor.release.value = 0.25;
    oscillator.connect(compressor);
    compressor.connect(context.destination);
    oscillator.start(0);
    // Some browsers never finish rendering in a background tab: give up rather than wait.
    const buffer = await Promise.race([
      context.startRendering(),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), RENDER_TIMEOUT_MS)),
    ]);
    if (!buffer) return 'unavailable';
    const samples = buffer.getChannelData(0);
    let sum = 0;
    for (let i = 4500; i < 5000 && i < samples.length; i++) sum += Math.abs(samples[i]);
    return sum.toString();
  } catch {
    return 'unavailable';
  }
}
