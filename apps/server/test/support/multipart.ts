/** A file part for multipartPayload: its bytes, the name the browser reports, and its claimed type. */
export interface TestFile {
  bytes: Buffer | Uint8Array;
  filename: string;
  type?: string;
}

/**
 * A multipart/form-data body for app.inject, encoded by the platform's own FormData (as a browser
 * would); repeated names come from arrays.
 */
export async function multipartPayload(
  parts: Record<string, string | TestFile | (string | TestFile)[]>,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === 'string') form.append(name, item);
      else form.append(name, new Blob([new Uint8Array(item.bytes)], { type: item.type ?? '' }), item.filename);
    }
  }
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}
