interface Props {
  value: number;
  label: string;
}

/** A determinate progress bar with its percentage written out. */
export function ProgressBar({ value, label }: Props) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div className="w-full">
      <div className="mb-1 flex justify-between text-sm text-neutral-700">
        <span id="upload-progress-label">{label}</span>
        <span className="tabular" aria-hidden="true">
          {percent}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="upload-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className="h-2 w-full overflow-hidden rounded-full bg-neutral-200"
      >
        <div className="h-full bg-brand transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
