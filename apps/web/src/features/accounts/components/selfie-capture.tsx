import { accountWebTexts } from '@market/shared';
import { FieldError } from '@/components/ui/field';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useObjectUrl } from './image-input';

type SelfieCaptureProps = { value: File | null; onChange: (file: File | null) => void; error?: string };

const texts = accountWebTexts.selfie;

function cameraProblem(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return texts.refused;
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return texts.missing;
  return texts.failed;
}

/** The live selfie: taken from the camera as a JPEG, with a preview and Retake. */
export function SelfieCapture({ value, onChange, error }: SelfieCaptureProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [live, setLive] = useState(false);
  // True once the camera delivers frames: a picture taken earlier would be empty.
  const [ready, setReady] = useState(false);
  const [starting, setStarting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useObjectUrl(value);

  const stop = () => {
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
    setLive(false);
    setReady(false);
  };
  useEffect(() => stop, []);

  // The video element exists once `live` is rendered: give it the stream then.
  useEffect(() => {
    const video = videoRef.current;
    if (!live || !video || !streamRef.current) return;
    video.srcObject = streamRef.current;
    void video.play().catch(() => undefined);
  }, [live]);

  const open = async () => {
    setProblem(null);
    if (!navigator.mediaDevices?.getUserMedia) {
      setProblem(texts.missing);
      return;
    }
    setStarting(true);
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'user' }, audio: false });
      streamRef.current = stream;
      setLive(true);
    } catch (err) {
      setProblem(cameraProblem(err));
    } finally {
      setStarting(false);
    }
  };

  const capture = () => {
    const video = videoRef.current;
    if (!video || !video.videoWidth) return;
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext('2d')!.drawImage(video, 0, 0);
    canvas.toBlob(
      (blob) => {
        if (!blob) return;
        onChange(new File([blob], 'selfie.jpg', { type: 'image/jpeg' }));
        stop();
      },
      'image/jpeg',
      0.9,
    );
  };

  return (
    <fieldset className="space-y-2" aria-describedby={error ? 'selfie-error' : undefined}>
      <legend className="text-sm font-medium text-slate-700">
        {texts.legend}
        <span className="text-red-600"> *</span>
      </legend>
      <p className="text-xs text-slate-500">{texts.hint}</p>
      <div className="overflow-hidden rounded-lg bg-slate-100 ring-1 ring-slate-200">
        {value && preview ? (
          <img src={preview} alt={texts.yours} className="mx-auto aspect-[4/3] w-full max-w-sm object-cover" />
        ) : live ? (
          <video ref={videoRef} muted playsInline onLoadedData={() => setReady(true)} aria-label={texts.preview} className="mx-auto aspect-[4/3] w-full max-w-sm -scale-x-100 object-cover" />
        ) : (
          <div className="flex aspect-[4/3] w-full items-center justify-center p-4 text-center text-sm text-slate-600">{texts.none}</div>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {value ? (
          <Button variant="outline" size="sm" onClick={() => {
            onChange(null);
            void open();
          }}>
            {texts.retake}
          </Button>
        ) : live ? (
          <>
            <Button size="sm" onClick={capture} disabled={!ready}>
              {texts.take}
            </Button>
            <Button variant="ghost" size="sm" onClick={stop}>
              {texts.cancel}
            </Button>
          </>
        ) : (
          <Button variant="outline" size="sm" onClick={() => void open()} disabled={starting}>
            {texts.open}
          </Button>
        )}
      </div>
      {problem ? (
        <p role="alert" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
          {problem}
        </p>
      ) : null}
      <FieldError id="selfie-error" message={error} />
    </fieldset>
  );
}
