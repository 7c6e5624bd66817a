import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from '@playwright/test';
import { E2E } from '../env';

/** ../shared/fixtures/faces beside the project (never copied into the repository). */
export const FACES_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../../shared/fixtures/faces',
);

/** Says loudly that the face fixtures are missing; the face journeys need them. */
export function requireFaceFixtures(): void {
  if (!existsSync(path.join(FACES_DIR, 'deepface'))) {
    throw new Error(
      `\n\n!!! Face fixtures not found at ${FACES_DIR}.\n!!! The capture journeys feed fixture photos to Chromium's fake camera; see ../shared/fixtures/README.md.\n`,
    );
  }
}

export const facePhoto = (name: string) => path.join(FACES_DIR, 'deepface', name);

/** The run's folder for fake camera streams (made on first use). */
export function cameraDir(): string {
  const dir = path.join(E2E.runDir, 'camera');
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * Turns a picture into a fake camera stream for Chromium (.y4m, 640×480, grey margin around the
 * picture so a detector sees the whole face), generated in the run's temporary folder.
 */
export function toY4m(
  source: string | Buffer,
  name: string,
  options: { fit?: number } = {},
): string {
  const dir = cameraDir();
  let input = typeof source === 'string' ? source : path.join(dir, `${name}.png`);
  if (typeof source !== 'string') writeFileSync(input, source);
  const fit = options.fit ?? 1;
  const [w, h] = [Math.round(640 * fit), Math.round(480 * fit)];
  const output = path.join(dir, `${name}.y4m`);
  execFileSync('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-loop',
    '1',
    '-i',
    input,
    '-t',
    '1',
    '-r',
    '10',
    '-pix_fmt',
    'yuv420p',
    '-vf',
    `scale=${w}:${h}:force_original_aspect_ratio=decrease,pad=640:480:(ow-iw)/2:(oh-ih)/2:color=gray`,
    output,
  ]);
  input = output;
  return input;
}

/** A Chromium whose camera shows the given .y4m (and never asks for permission). */
export function launchWithCamera(y4m: string): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${y4m}`,
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
}

/** A context on the e2e server with the splash already seen and the camera allowed. */
export async function cameraContext(browser: Browser) {
  const context = await browser.newContext({
    baseURL: E2E.baseURL,
    viewport: { width: 1280, height: 800 },
    permissions: ['camera'],
  });
  await context.addInitScript(() => window.sessionStorage.setItem('ias-splash-seen', '1'));
  return context;
}

/** Where the nose is across the picture (0–1) and how far each pose widens the part left of it. */
export type TurningPoses = { noseX: number; front: number; left: number; right: number };

/**
 * A fake camera of a person turning their head, for face check-ins the server verifies (issue 19):
 * the picture facing the camera, turned to the person's left, facing again, turned to their right
 * (1.5 s each, looped by Chromium). A pose is made by widening the part of the picture left of the
 * nose by a share (`front` straightens a photo taken slightly from the side) and narrowing the
 * rest, which moves the nose across the outline of the face as the 68 landmarks read it
 * (apps/server/src/modules/faces/pose-frames.ts does the same for the server's tests).
 */
export function toTurningY4m(source: string, name: string, poses: TurningPoses): string {
  const dir = cameraDir();
  const ffmpeg = (args: string[]) => execFileSync('ffmpeg', ['-y', '-loglevel', 'error', ...args]);
  const base = path.join(dir, `${name}-base.png`);
  ffmpeg([
    '-i',
    source,
    '-vf',
    'scale=640:480:force_original_aspect_ratio=decrease,pad=640:480:(ow-iw)/2:(oh-ih)/2:color=gray,setsar=1',
    '-frames:v',
    '1',
    base,
  ]);
  const even = (value: number) => 2 * Math.round(value / 2);
  const split = even(640 * poses.noseX);
  const pose = (label: string, widen: number) => {
    const file = path.join(dir, `${name}-${label}.png`);
    const left = Math.min(630, even(split * (1 + widen)));
    ffmpeg([
      '-i',
      base,
      '-filter_complex',
      `[0]split[a][b];[a]crop=${split}:480:0:0,scale=${left}:480[l];[b]crop=${640 - split}:480:${split}:0,scale=${640 - left}:480[r];[l][r]hstack,setsar=1`,
      '-frames:v',
      '1',
      file,
    ]);
    return file;
  };
  const front = pose('front', poses.front);
  const left = pose('left', poses.left);
  const right = pose('right', poses.right);
  const output = path.join(dir, `${name}.y4m`);
  ffmpeg([
    ...[front, left, front, right].flatMap((file) => ['-loop', '1', '-t', '1.5', '-i', file]),
    '-filter_complex',
    '[0][1][2][3]concat=n=4:v=1:a=0,fps=10,format=yuv420p',
    output,
  ]);
  return output;
}

/**
 * One fake camera stream that plays others in turn, each `times` over (one person standing in
 * front, then the next stepping up), looped as a whole by Chromium. The parts are .y4m files made
 * by toY4m or toTurningY4m (640×480, 10 frames a second).
 */
export function joinY4m(name: string, parts: Array<{ file: string; times?: number }>): string {
  const dir = cameraDir();
  const output = path.join(dir, `${name}.y4m`);
  execFileSync('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    ...parts.flatMap(({ file, times = 1 }) => ['-stream_loop', String(times - 1), '-i', file]),
    '-filter_complex',
    `${parts.map((_, i) => `[${i}]setsar=1[p${i}];`).join('')}${parts.map((_, i) => `[p${i}]`).join('')}concat=n=${parts.length}:v=1:a=0,fps=10,format=yuv420p`,
    output,
  ]);
  return output;
}
