import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { post } from './order-requests';

export const formBody = (fields: Record<string, string>): string => new URLSearchParams(fields).toString();
export const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

const unescapeHtml = (text: string): string =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The hidden data/signature of the test page's Pay or Decline form, and where it posts. */
export const buttonForm = (
  html: string,
  decision: 'pay' | 'decline',
): { action: string; data: string; signature: string } => {
  const form = [...html.matchAll(/<form method="POST" action="([^"]+)">(.*?)<\/form>/gs)].find((match) =>
    match[2]?.includes(`data-testid="test-payment-${decision}"`),
  );
  if (form === undefined) throw new Error(`no ${decision} button on the page:\n${html}`);
  const field = (name: string): string =>
    unescapeHtml(new RegExp(`name="${name}" value="([^"]*)"`).exec(form[2] ?? '')?.[1] ?? '');
  return { action: unescapeHtml(form[1] ?? ''), data: field('data'), signature: field('signature') };
};

export interface CheckoutFormFields {
  readonly action: string;
  readonly data: string;
  readonly signature: string;
}

/** Opens a checkout form on the test payment page and presses Pay or Decline, as a browser would. */
export const decideOnTestPage = async (
  app: FastifyInstance,
  form: CheckoutFormFields,
  decision: 'pay' | 'decline',
): Promise<LightMyRequestResponse> => {
  const page = await post(app, form.action, formBody({ data: form.data, signature: form.signature }), FORM);
  if (page.statusCode !== 200) throw new Error(`test payment page refused: ${page.statusCode} ${page.body}`);
  const button = buttonForm(page.body, decision);
  return post(app, button.action, formBody({ data: button.data, signature: button.signature }), FORM);
};
