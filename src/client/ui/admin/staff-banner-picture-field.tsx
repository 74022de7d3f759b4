import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PHOTO_UPLOAD_MIME_TYPES } from '../../../domain/menu/product-photo.rule';
import type { StaffBannerPictureDto } from '../../../domain/shop-api/staff-banners.contract';
import type { BannerPictureSlot } from '../../view-models/staff-banner-form';
import type { StaffBannersViewModel } from '../../view-models/staff-banners.view-model';
import { outlineButton } from '../styles/controls.styles';
import { BannerPictureBox } from './admin-banners.styles';

interface Props {
  readonly banners: StaffBannersViewModel;
  readonly slot: BannerPictureSlot;
  readonly picture: StaffBannerPictureDto | null;
  readonly label: string;
  readonly hint?: string;
  /** A problem of the form's own check or the server's refusal of the banner, for this slot. */
  readonly formProblem?: { readonly key: string; readonly message?: string };
  /** A language's picture can be taken away (the main picture shows); the main one cannot. */
  readonly onRemove?: () => void;
  readonly removeLabel?: string;
}

/**
 * One picture of the banner form (architecture/admin-banners.md): the picture now, a file picker
 * that sends the chosen file at once with its progress, and the refusal next to it.
 */
export const StaffBannerPictureField = observer(
  ({ banners, slot, picture, label, hint, formProblem, onRemove, removeLabel }: Props) => {
    const { t } = useTranslation('admin');
    const inputId = `banner-picture-${slot}`;
    const hintId = `${inputId}-hint`;
    const errorId = `${inputId}-error`;
    const progress = banners.uploads.get(slot);
    const problem = banners.pictureProblems.get(slot) ?? formProblem;
    const describedBy = [hint === undefined ? null : hintId, problem === undefined ? null : errorId]
      .filter((id) => id !== null)
      .join(' ');
    return (
      <BannerPictureBox
        data-field={slot === 'picture' ? 'picture' : `localePictures.${slot}`}
        aria-busy={progress !== undefined}
      >
        <label htmlFor={inputId}>{label}</label>
        <div data-picture-row>
          {picture === null ? (
            <span data-empty>{t('banners.form.noPicture')}</span>
          ) : (
            <img src={picture.url} alt="" width={picture.width} height={picture.height} data-preview />
          )}
          <div data-picture-controls>
            <input
              id={inputId}
              type="file"
              accept={PHOTO_UPLOAD_MIME_TYPES.join(',')}
              disabled={progress !== undefined}
              aria-invalid={problem !== undefined}
              {...(describedBy === '' ? {} : { 'aria-describedby': describedBy })}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file !== undefined) void banners.uploadPicture(slot, file);
              }}
            />
            {hint !== undefined && <small id={hintId}>{hint}</small>}
            {progress !== undefined && (
              <progress
                max={100}
                value={Math.round(progress * 100)}
                aria-label={t('banners.form.uploading', { label })}
              >
                {Math.round(progress * 100)} %
              </progress>
            )}
            {problem !== undefined && (
              <p id={errorId} data-error role="alert">
                {t(problem.key)}
                {problem.message === undefined ? '' : ` (${problem.message})`}
              </p>
            )}
            {onRemove !== undefined && picture !== null && (
              <button
                type="button"
                className={outlineButton}
                disabled={progress !== undefined}
                onClick={onRemove}
                aria-label={removeLabel}
              >
                {t('banners.form.useMain')}
              </button>
            )}
          </div>
        </div>
      </BannerPictureBox>
    );
  },
);
