import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isLocale } from '../../../domain/shared/locale';
import { TOKENS } from '../../di/tokens';
import type { AppShellViewModel } from '../../view-models/app-shell.view-model';
import { useInjected } from '../di/container-context';
import { compactSelect } from '../styles/controls.styles';

export const LanguageSelect = observer(() => {
  const shell = useInjected<AppShellViewModel>(TOKENS.AppShellViewModel);
  const navigate = useNavigate();
  const { t } = useTranslation();
  return (
    <select
      className={compactSelect}
      aria-label={t('language.label')}
      value={shell.locale}
      onChange={(event) => {
        if (isLocale(event.target.value)) navigate(shell.switchLanguage(event.target.value));
      }}
    >
      {shell.switcherLocales.map((locale) => (
        <option key={locale} value={locale} lang={locale}>
          {t(`language.${locale}`)}
        </option>
      ))}
    </select>
  );
});
