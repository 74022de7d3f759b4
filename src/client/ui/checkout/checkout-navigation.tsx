import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { TOKENS } from '../../di/tokens';
import type { OrderSubmissionViewModel } from '../../view-models/checkout/order-submission.view-model';
import { useInjected } from '../di/container-context';

/** Carries the submission's 'go to the thank-you page' into the router. */
export const CheckoutNavigation = observer(() => {
  const submission = useInjected<OrderSubmissionViewModel>(TOKENS.OrderSubmissionViewModel);
  const navigate = useNavigate();
  const target = submission.navigation;
  useEffect(() => {
    if (target === null) return;
    submission.navigated();
    navigate(target);
  }, [target, navigate, submission]);
  return null;
});
