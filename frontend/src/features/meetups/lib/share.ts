/**
 * Shares a link with the Web Share API when the browser has it; otherwise (or when sharing
 * fails for another reason than the person closing the sheet) copies it.
 */
export async function shareLink(data: {
  title: string;
  text?: string;
  url: string;
}): Promise<'shared' | 'dismissed' | 'copied' | 'failed'> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'dismissed';
    }
  }
  return (await copyText(data.url)) ? 'copied' : 'failed';
}

/** The clipboard API, or the older selection copy where it is missing or refused. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, insecure context): try the selection copy below.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
