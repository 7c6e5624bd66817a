/** Widest side of a frame sent to the server: enough for its detector, about 10–25 kB. */
const MAX_SIDE = 320;

/**
 * A camera frame as a small base64 JPEG (in the worker: OffscreenCanvas). The bitmap comes from
 * createImageBitmap(video), as drawing the <video> itself gives black frames in headless Chromium.
 */
export async function encodeJpeg(frame: ImageBitmap, quality = 0.8): Promise<string> {
  const scale = Math.min(1, MAX_SIDE / Math.max(frame.width, frame.height));
  const width = Math.max(1, Math.round(frame.width * scale));
  const height = Math.max(1, Math.round(frame.height * scale));
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas in this browser.');
  context.drawImage(frame, 0, 0, width, height);
  const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality });
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
