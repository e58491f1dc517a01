import { useRef } from 'react';
import {
  avatarMaxBytes,
  avatarNotImage,
  avatarTooLarge,
  avatarTypes,
} from '@contracts/avatar-limits';
import { notifyError, notifyFailure } from '../lib/toasts';
import { Button } from './button';
import { Picture } from './picture';

interface ImageFieldProps {
  imageUrl: string | null;
  /** Whose picture it is: its initials stand in when there is none. */
  name: string;
  texts: {
    /** The picture's description (its alt text). */
    alt: string;
    choose: string;
    remove: string;
    hint: string;
    /** A failure's toast title. */
    failed: string;
  };
  uploading: boolean;
  removing: boolean;
  /** Sends the chosen file (already checked here); rejects when the server refuses it. */
  onUpload: (file: File) => Promise<unknown>;
  onRemove: () => Promise<unknown>;
}

/**
 * A picture with Upload and Remove, on the avatar's rules (PNG, JPEG, WebP or GIF, at most 2 MB):
 * the file is checked here for a quick answer; the server checks it again by its bytes.
 */
export function ImageField({
  imageUrl,
  name,
  texts,
  uploading,
  removing,
  onUpload,
  onRemove,
}: ImageFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const onError = (error: unknown) => notifyError(texts.failed, error, avatarNotImage);

  const choose = (file: File | undefined) => {
    if (!file) return;
    if (!(avatarTypes as readonly string[]).includes(file.type))
      return notifyFailure(texts.failed, avatarNotImage);
    if (file.size > avatarMaxBytes) return notifyFailure(texts.failed, avatarTooLarge);
    onUpload(file).catch(onError);
  };

  return (
    <div className="flex flex-wrap items-center gap-4">
      <Picture
        src={imageUrl}
        name={name}
        alt={texts.alt}
        className={imageUrl ? 'size-16 border' : 'size-16 text-lg'}
      />
      <div className="grid gap-1">
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            type="file"
            accept={avatarTypes.join(',')}
            className="sr-only"
            tabIndex={-1}
            aria-label={texts.choose}
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <Button
            type="button"
            variant="outline"
            size="sm"
            loading={uploading}
            onClick={() => input.current?.click()}
          >
            {texts.choose}
          </Button>
          {imageUrl ? (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              loading={removing}
              onClick={() => void onRemove().catch(onError)}
            >
              {texts.remove}
            </Button>
          ) : null}
        </div>
        <p className="text-xs text-muted-foreground">{texts.hint}</p>
      </div>
    </div>
  );
}
