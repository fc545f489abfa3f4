/** How much of an upload has gone out (XMLHttpRequest progress), as a bar and, for screen readers, in tens. */
export function UploadProgress({ share }: { share: number }) {
  const percent = Math.min(100, Math.round(share * 100));
  return (
    <div className="upload-progress">
      <progress max={100} value={percent} aria-label="Upload progress" />
      <span aria-live="polite">{percent >= 100 ? 'Sent, the server is checking the files…' : `${Math.floor(percent / 10) * 10}% sent`}</span>
    </div>
  );
}
