import { errorOf, terminalToken } from './http-client';

/**
 * Downloads a file the local API writes (a CSV export): fetched with the token in a header, then saved from a blob
 * under the name the server gives (`fallbackName` without one). A refusal throws `ApiError`.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const token = await terminalToken();
  const response = await fetch(path, { headers: { 'X-Tillbridge-Token': token } });
  if (!response.ok) throw await errorOf(response);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
