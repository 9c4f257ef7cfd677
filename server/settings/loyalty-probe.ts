/** Whether the loyalty service answers: `GET <url>/openapi.json` within the time limit (any HTTP answer below 500). */
export async function probeLoyalty(baseUrl: string, timeoutMs = 3000): Promise<{ reachable: boolean; error?: string }> {
  try {
    const response = await fetch(new URL('openapi.json', baseUrl.endsWith('/') ? baseUrl : baseUrl + '/'), {
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    return response.status < 500 ? { reachable: true } : { reachable: false, error: `HTTP ${response.status}` };
  } catch (error) {
    const name = (error as Error).name;
    return { reachable: false, error: name === 'TimeoutError' ? 'no answer in time' : (error as Error).message };
  }
}
