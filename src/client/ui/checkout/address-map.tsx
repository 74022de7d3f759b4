import { styled } from '@linaria/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TOKENS } from '../../di/tokens';
import type { AddressZoneViewModel } from '../../view-models/checkout/address-zone.view-model';
import { useInjected } from '../di/container-context';
import { color, media, radius } from '../styles/theme';

const Frame = styled.section`
  display: flex;
  flex-direction: column;
  gap: 6px;
  width: 100%;
  /* The same distance as between the form's fields, so the payment block below does not stick to it. */
  margin-bottom: 12px;
`;

/** The adapter owns this element's children (SVG or Google's DOM); React never renders into it. */
const Canvas = styled.div`
  width: 100%;
  height: 240px;
  padding: 8px;
  box-sizing: border-box;
  overflow: hidden;
  border: 1px solid ${color.border};
  border-radius: ${radius.small};
  background: ${color.surface};
  color: ${color.muted};

  ${media.phone} {
    height: 200px;
  }
`;

const Note = styled.p`
  margin: 0;
  font-size: 13px;
  color: ${color.muted};

  &[data-tone='warning'] {
    color: ${color.accent};
  }
`;

/**
 * The delivery-zone map of the order form: the city's zones and the address marker. It hands its
 * element to the zone view-model, which draws through the map port (Google or schematic).
 */
export const AddressMap = observer(() => {
  const zone = useInjected<AddressZoneViewModel>(TOKENS.AddressZone);
  const { t } = useTranslation('checkout-parts');
  const canvas = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = canvas.current;
    if (element === null) return undefined;
    void zone.attachMap(element);
    return () => zone.detachMap();
  }, [zone]);

  return (
    <Frame
      aria-label={t('map.region')}
      data-testid="address-map"
      data-marker={zone.markerPoint === null ? 'none' : 'shown'}
    >
      <Canvas ref={canvas} />
      {zone.lookingUp ? <Note role="status">{t('zone.lookingUp')}</Note> : null}
      {zone.messageKey !== null && !zone.lookingUp ? (
        <Note role="status" data-tone="warning">
          {t(zone.messageKey)}
        </Note>
      ) : null}
    </Frame>
  );
});
