import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PHOTO_UPLOAD_MIME_TYPES } from '../../../domain/menu/product-photo.rule';
import type { StaffProductPhoto } from '../../view-models/staff-product-photo';
import { outlineButton } from '../styles/controls.styles';
import { ProductPicture } from '../menu/product-picture';
import { PhotoField } from './admin-menu.styles';

const INPUT_ID = 'product-photo';
const HINT_ID = 'product-photo-hint';
const ERROR_ID = 'product-photo-error';

/** A preview of the chosen file while it is sent: the browser's own address for it, given back when done. */
const useLocalPreview = (file: Blob | null): string | null => {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (file === null) return undefined;
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [file]);
  return url;
};

/**
 * The product's photo in its edit form (architecture/admin-menu.md, "Photos"): what customers see
 * now, a file picker that sends the chosen photo at once with its progress, the refusal next to it,
 * and a button back to the default picture.
 */
export const StaffProductPhotoField = observer(({ photo, name }: { photo: StaffProductPhoto; name: string }) => {
  const { t } = useTranslation('admin');
  const [chosen, setChosen] = useState<Blob | null>(null);
  const preview = useLocalPreview(photo.progress === null ? null : chosen);
  const describedBy = photo.problem === null ? HINT_ID : `${HINT_ID} ${ERROR_ID}`;
  return (
    <PhotoField data-wide data-field="photo" aria-busy={photo.busy}>
      <label htmlFor={INPUT_ID}>{t('menu.photo.label')}</label>
      <div data-photo-row>
        {preview === null ? (
          <ProductPicture picture={photo.picture} fallback={photo.imgLink} sizes="120px" width={120} height={120} />
        ) : (
          <img src={preview} alt="" width={120} height={120} data-preview />
        )}
        <div data-photo-controls>
          <input
            id={INPUT_ID}
            type="file"
            accept={PHOTO_UPLOAD_MIME_TYPES.join(',')}
            disabled={photo.busy}
            aria-invalid={photo.problem !== null}
            aria-describedby={describedBy}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file === undefined) return;
              setChosen(file);
              void photo.upload(file);
            }}
          />
          <small id={HINT_ID}>{t('menu.photo.hint')}</small>
          {photo.progress !== null && (
            <progress
              max={100}
              value={Math.round(photo.progress * 100)}
              aria-label={t('menu.photo.uploading', { name })}
            >
              {Math.round(photo.progress * 100)} %
            </progress>
          )}
          {photo.problem !== null && (
            <p id={ERROR_ID} data-error role="alert">
              {t(photo.problem.key)}
              {photo.problem.message === undefined ? '' : ` (${photo.problem.message})`}
            </p>
          )}
          <p role="status" data-photo-status>
            {photo.progress !== null
              ? t('menu.photo.sending')
              : photo.removing
                ? t('menu.photo.removing')
                : photo.done === null
                  ? ''
                  : t(`menu.photo.${photo.done}`)}
          </p>
          {photo.picture !== null && (
            <button type="button" className={outlineButton} disabled={photo.busy} onClick={() => void photo.remove()}>
              {t('menu.photo.remove')}
            </button>
          )}
        </div>
      </div>
    </PhotoField>
  );
});
