import {failureMessages, sendJson} from '@site/src/lib/send';

describe('sendJson', () => {
  const ok = (status: number) =>
    jest.fn().mockResolvedValue({ok: status >= 200 && status < 300, status});

  it('posts JSON and reports success on a 2xx answer', async () => {
    const fetchImpl = ok(201);
    await expect(sendJson('https://forms.example/x', {name: 'Asha'}, {fetchImpl})).resolves.toEqual(
      {status: 'sent'},
    );
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe('https://forms.example/x');
    expect(init).toMatchObject({method: 'POST', body: '{"name":"Asha"}'});
    expect(init.headers['Content-Type']).toBe('application/json');
  });

  it('tells a server fault (5xx) from a refusal (4xx)', async () => {
    for (const status of [500, 502, 503]) {
      await expect(
        sendJson('https://forms.example/x', {}, {fetchImpl: ok(status)}),
      ).resolves.toEqual({status: 'failed', reason: 'server', message: failureMessages.server});
    }
    for (const status of [400, 403, 404, 422, 429]) {
      await expect(
        sendJson('https://forms.example/x', {}, {fetchImpl: ok(status)}),
      ).resolves.toEqual({status: 'failed', reason: 'rejected', message: failureMessages.rejected});
    }
  });

  it('reports a network error, or being offline when the browser knows it is', async () => {
    const fetchImpl = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(
      sendJson('https://forms.example/x', {}, {fetchImpl, isOnline: () => true}),
    ).resolves.toEqual({status: 'failed', reason: 'network', message: failureMessages.network});
    await expect(
      sendJson('https://forms.example/x', {}, {fetchImpl, isOnline: () => false}),
    ).resolves.toEqual({status: 'failed', reason: 'offline', message: failureMessages.offline});
  });

  it('has a distinct plain message for every cause', () => {
    const messages = Object.values(failureMessages);
    expect(new Set(messages).size).toBe(messages.length);
    messages.forEach((m) => expect(m).toMatch(/WhatsApp, phone or e-mail below/));
  });

  it('gives up after the time-out', async () => {
    const fetchImpl = jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal!.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    );
    await expect(
      sendJson(
        'https://forms.example/x',
        {},
        {fetchImpl: fetchImpl as unknown as typeof fetch, timeoutMs: 10},
      ),
    ).resolves.toMatchObject({
      status: 'failed',
      reason: 'timeout',
    });
  });
});
