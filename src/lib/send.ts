/**
 * Sending a form to the JSON endpoint set at build time. Pure of React: the
 * form component shows the outcome. Every failure keeps the draft; the caller
 * clears it only on `sent`.
 */

export type SendOutcome =
  | {status: 'sent'}
  | {status: 'failed'; reason: 'no-endpoint' | 'network' | 'timeout' | 'rejected'; message: string};

export const failureMessages = {
  'no-endpoint':
    'Online sending is not set up on this site, so your message was not sent. Send it by WhatsApp, phone or e-mail below; nothing you typed is lost.',
  network:
    'We could not reach the server, so your message was not sent. Check your connection and try again, or use WhatsApp, phone or e-mail below.',
  timeout:
    'The server took too long to answer, so we cannot be sure your message arrived. Try again, or use WhatsApp, phone or e-mail below.',
  rejected:
    'The server did not accept your message. Try again in a few minutes, or use WhatsApp, phone or e-mail below.',
} as const;

export async function sendJson(
  endpoint: string | undefined,
  payload: unknown,
  {
    fetchImpl = globalThis.fetch,
    timeoutMs = 15000,
  }: {fetchImpl?: typeof fetch; timeoutMs?: number} = {},
): Promise<SendOutcome> {
  if (!endpoint) {
    return {status: 'failed', reason: 'no-endpoint', message: failureMessages['no-endpoint']};
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', Accept: 'application/json'},
      body: JSON.stringify(payload),
      signal: controller.signal,
    });
    if (!response.ok) {
      return {status: 'failed', reason: 'rejected', message: failureMessages.rejected};
    }
    return {status: 'sent'};
  } catch {
    const reason = controller.signal.aborted ? 'timeout' : 'network';
    return {status: 'failed', reason, message: failureMessages[reason]};
  } finally {
    clearTimeout(timer);
  }
}
