import {failureMessages, sendJson} from '@site/src/lib/send';

describe('sendJson', () => {
  const ok = (status: number) =>
    jest.fn().mockResolvedValue({ok: status >= 200 && status < 300, status});

  it('fails clearly when no endpoint is configured, without calling fetch', async () => {
    const fetchImpl = jest.fn();
    await expect(sendJson(undefined, {}, {fetchImpl})).resolves.toEqual({
      status: 'failed',
      reason: 'no-endpoint',
      message: failureMessages['no-endpoint'],
    });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

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

  it('reports a rejected send on a non-2xx answer', async () => {
    await expect(
      sendJson('https://forms.example/x', {}, {fetchImpl: ok(500)}),
    ).resolves.toMatchObject({status: 'failed', reason: 'rejected'});
  });

  it('reports a network error', async () => {
    const fetchImpl = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(sendJson('https://forms.example/x', {}, {fetchImpl})).resolves.toMatchObject({
      status: 'failed',
      reason: 'network',
    });
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
