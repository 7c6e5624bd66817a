/** Saves bytes as a file through a temporary link (what a download link would do). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the browser has taken the file.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
