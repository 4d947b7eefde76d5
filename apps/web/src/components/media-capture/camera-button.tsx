import { useState } from 'react';
import { CameraDialog, type CaptureMode } from './camera-dialog';

interface CameraButtonProps {
  mode: CaptureMode;
  facing: 'user' | 'environment';
  /** The button's words, also the dialog's title: "Take a selfie", "Record a video". */
  label: string;
  className?: string;
  disabled?: boolean;
  onCapture: (file: File) => void;
}

/** A button that opens the camera dialog; the captured file goes to `onCapture` and the dialog closes. */
export function CameraButton({ mode, facing, label, className, disabled, onCapture }: CameraButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} disabled={disabled} onClick={() => setOpen(true)}>
        {label}
      </button>
      {open && (
        <CameraDialog
          mode={mode}
          facing={facing}
          title={label}
          onClose={() => setOpen(false)}
          onCapture={(file) => {
            setOpen(false);
            onCapture(file);
          }}
        />
      )}
    </>
  );
}
