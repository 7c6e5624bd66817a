import sharp from 'sharp';

/**
 * Camera-like frames of a head turned to one side, made from a frontal photo, for the tests and
 * `bench/face-verify.mjs` (never used to check anyone in). The picture is split down the middle
 * and one half squeezed while the other is stretched: the nose moves across the face relative to
 * the outline of the jaw, which is what the 68-landmark yaw estimate reads. `turn` > 0 makes the
 * person look to their own left (the nose moves to the right of the picture), < 0 to their right.
 *
 * The result is a JPEG of about 320 px, as the browser sends.
 */
export async function turnedFrame(file: string | Buffer, turn: number): Promise<Buffer> {
  const padded = await sharp(file)
    .rotate()
    .removeAlpha()
    .toColourspace('srgb')
    .resize({ width: 240, height: 240, fit: 'inside' })
    .extend({ top: 40, bottom: 40, left: 40, right: 40, background: { r: 128, g: 128, b: 128 } })
    .png()
    .toBuffer();
  const { width, height } = await sharp(padded).metadata();
  const half = Math.round(width / 2);
  // The left of the picture widens for a turn to the person's left.
  const leftWidth = Math.max(8, Math.round(half * (1 + turn)));
  const rightWidth = Math.max(8, Math.round((width - half) * (1 - turn)));
  const side = (left: number, w: number, to: number) =>
    sharp(padded)
      .extract({ left, top: 0, width: w, height })
      .resize({ width: to, height, fit: 'fill' })
      .png()
      .toBuffer();
  const [left, right] = await Promise.all([
    side(0, half, leftWidth),
    side(half, width - half, rightWidth),
  ]);
  return sharp({
    create: {
      width: leftWidth + rightWidth,
      height,
      channels: 3,
      background: { r: 128, g: 128, b: 128 },
    },
  })
    .composite([
      { input: left, left: 0, top: 0 },
      { input: right, left: leftWidth, top: 0 },
    ])
    .resize({ width: 320, height: 320, fit: 'inside' })
    .jpeg({ quality: 80 })
    .toBuffer();
}
