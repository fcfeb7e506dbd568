#!/usr/bin/env python3
"""Writes the app-demo scene's sounds, synthesised from formulas (no recordings, no licences):

  Scenes/Resources/AppDemo/music-loop.flac  a 4-second loop at 120 BPM (two bars): plucked
                                            arpeggios over a soft bass, C - Am - F - G
  Scenes/Resources/AppDemo/tap.flac         a 60 ms tap: a click and a short 2.4 kHz ping

Both are 48 kHz mono 16-bit FLAC (the render's rate, so nothing is resampled). Run from the
repository's root; needs ffmpeg for the FLAC encoding. The output is the same on every run.
"""
import math, struct, subprocess, sys, wave, os

RATE = 48000

def note(midi):
    return 440.0 * 2 ** ((midi - 69) / 12)

def pluck(samples, start, freq, length, amplitude, decay):
    for i in range(int(length * RATE)):
        t = i / RATE
        attack = min(1.0, t / 0.004)
        envelope = attack * math.exp(-t / decay)
        value = math.sin(2 * math.pi * freq * t) + 0.3 * math.sin(4 * math.pi * freq * t) + 0.1 * math.sin(6 * math.pi * freq * t)
        index = start + i
        if index < len(samples):
            samples[index] += amplitude * envelope * value

def music():
    samples = [0.0] * (4 * RATE)
    beat = RATE // 2  # 120 BPM
    chords = [(48, [60, 64, 67, 72]), (45, [57, 60, 64, 69]), (41, [53, 57, 60, 65]), (43, [55, 59, 62, 67])]
    for bar_half, (bass, tones) in enumerate(chords):
        base = bar_half * 2 * beat
        pluck(samples, base, note(bass), 0.95, 0.22, 0.5)
        for step in range(4):
            pluck(samples, base + step * beat // 2, note(tones[step]), 0.45, 0.12, 0.16)
            pluck(samples, base + beat + step * beat // 2, note(tones[3 - step]), 0.45, 0.10, 0.16)
    return samples

def tap():
    samples = [0.0] * int(0.06 * RATE)
    for i in range(len(samples)):
        t = i / RATE
        click = math.exp(-t / 0.0006) * (1 if i % 2 == 0 else -1) * 0.5
        ping = math.sin(2 * math.pi * 2400 * t) * math.exp(-t / 0.012) * 0.6
        samples[i] = click + ping
    return samples

def write(samples, path):
    raw = path + ".wav"
    with wave.open(raw, "wb") as file:
        file.setnchannels(1); file.setsampwidth(2); file.setframerate(RATE)
        file.writeframes(b"".join(struct.pack("<h", max(-32767, min(32767, round(v * 32767)))) for v in samples))
    subprocess.run(["ffmpeg", "-v", "error", "-y", "-i", raw, "-c:a", "flac", "-compression_level", "12",
                    "-fflags", "+bitexact", "-flags:a", "+bitexact", "-map_metadata", "-1", path], check=True)
    os.remove(raw)

if __name__ == "__main__":
    folder = "Scenes/Resources/AppDemo"
    if not os.path.isdir(folder):
        sys.exit("run from the repository's root")
    write(music(), os.path.join(folder, "music-loop.flac"))
    write(tap(), os.path.join(folder, "tap.flac"))
