/**
 * Sending a form to the JSON endpoint set at build time (a site without one
 * sends its forms another way). Pure of React: the form component shows the
 * outcome. Every failure keeps the draft; the caller clears it only on `sent`.
 */
import {translate} from '@docusaurus/Translate';

export type FailureReason = 'offline' | 'network' | 'timeout' | 'server' | 'rejected';

export type SendOutcome =
  {status: 'sent'} | {status: 'failed'; reason: FailureReason; message: string};

/**
 * One plain sentence or two per cause: what happened, and what to do now.
 * Each message is translated when it is read (a getter), not at import.
 */
export const failureMessages: Readonly<Record<FailureReason, string>> = {
  get offline() {
    return translate({
      id: 'send.failure.offline',
      message:
        'Your phone or computer seems to be offline, so your request was not sent. When you are connected again, try sending again, or use WhatsApp, phone or e-mail below.',
      description:
        'Shown under the contact form when sending failed because the device is offline; the WhatsApp, phone and e-mail links follow below',
    });
  },
  get network() {
    return translate({
      id: 'send.failure.network',
      message:
        'We could not reach our booking service, so your request was not sent. Check your internet connection and try again, or use WhatsApp, phone or e-mail below.',
      description:
        'Shown under the contact form when the booking service could not be reached; the WhatsApp, phone and e-mail links follow below',
    });
  },
  get timeout() {
    return translate({
      id: 'send.failure.timeout',
      message:
        'Our booking service took too long to answer, so we cannot tell whether your request arrived. To be sure, send it by WhatsApp, phone or e-mail below, or try again.',
      description:
        'Shown under the contact form when the booking service did not answer in time; the WhatsApp, phone and e-mail links follow below',
    });
  },
  get server() {
    return translate({
      id: 'send.failure.server',
      message:
        'Our booking service had a problem on its side and did not take your request. This is not something you did wrong. Try again in a few minutes, or use WhatsApp, phone or e-mail below.',
      description:
        'Shown under the contact form when the booking service had an internal error (5xx); the WhatsApp, phone and e-mail links follow below',
    });
  },
  get rejected() {
    return translate({
      id: 'send.failure.rejected',
      message:
        'Our booking service did not accept your request, so it was not sent. Please send it by WhatsApp, phone or e-mail below instead; the branch team will reply just the same.',
      description:
        'Shown under the contact form when the booking service refused the request (4xx); the WhatsApp, phone and e-mail links follow below',
    });
  },
};

const failed = (reason: FailureReason): SendOutcome => ({
  status: 'failed',
  reason,
  message: failureMessages[reason],
});

/** False only when the browser knows it has no connection. */
function browserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

export async function sendJson(
  endpoint: string,
  payload: unknown,
  {
    fetchImpl = globalThis.fetch,
    timeoutMs = 15000,
    isOnline = browserOnline,
  }: {fetchImpl?: typeof fetch; timeoutMs?: number; isOnline?: () => boolean} = {},
): Promise<SendOutcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', Accept: 'application/json'},
      body: JSON.stringify(payload),
      signal: controller.signal,
    });
    if (response.ok) return {status: 'sent'};
    return failed(response.status >= 500 ? 'server' : 'rejected');
  } catch {
    if (controller.signal.aborted) return failed('timeout');
    return failed(isOnline() ? 'network' : 'offline');
  } finally {
    clearTimeout(timer);
  }
}
