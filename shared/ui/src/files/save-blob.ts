/**
 * Saves a blob as a file named `fileName`, as a click on an <a download> does. The link is put in the page
 * (not a shadow root) for the click, and its object URL is revoked once the browser has taken the download.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // The download reads the URL after this task: revoking at once can cancel it.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
