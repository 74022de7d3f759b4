import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isCitySlug } from '../../../domain/city/city';
import { TOKENS } from '../../di/tokens';
import type { AppShellViewModel } from '../../view-models/app-shell.view-model';
import { useInjected } from '../di/container-context';
import { compactSelect } from '../styles/controls.styles';

export const CitySelect = observer(() => {
  const shell = useInjected<AppShellViewModel>(TOKENS.AppShellViewModel);
  const navigate = useNavigate();
  const { t } = useTranslation();
  return (
    <select
      className={compactSelect}
      aria-label={t('city.label')}
      value={shell.city}
      onChange={(event) => {
        if (isCitySlug(event.target.value)) navigate(shell.switchCity(event.target.value));
      }}
    >
      {shell.cities.map((city) => (
        <option key={city} value={city}>
          {t(`city.${city}`)}
        </option>
      ))}
    </select>
  );
});
