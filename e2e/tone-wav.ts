// A test audio file made on the spot: any length, tiny to describe, exact to reason about.

export const SAMPLE_RATE = 8000;
/** A mono 16-bit PCM WAV of a quiet 440 Hz tone: 16,000 bytes a second after a 44-byte header. */
export function toneWav(seconds: number): Buffer {
  const samples = SAMPLE_RATE * seconds;
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write("RIFF", 0);
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write("WAVEfmt ", 8);
  wav.writeUInt32LE(16, 16); // fmt chunk size
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(SAMPLE_RATE, 24);
  wav.writeUInt32LE(SAMPLE_RATE * 2, 28); // bytes per second
  wav.writeUInt16LE(2, 32); // bytes per frame
  wav.writeUInt16LE(16, 34); // bits per sample
  wav.write("data", 36);
  wav.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++) wav.writeInt16LE(Math.round(2000 * Math.sin((2 * Math.PI * 440 * i) / SAMPLE_RATE)), 44 + i * 2);
  return wav;
}
