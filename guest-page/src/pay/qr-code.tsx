import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';

/** The code as a QR image (a data: URL, which the page's CSP allows for images) for a till's scanner. */
export function QrCode({
  text,
  label,
  className,
}: {
  readonly text: string;
  readonly label: string;
  readonly className: string;
}) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    let current = true;
    void toDataURL(text, { margin: 1, width: 480, errorCorrectionLevel: 'M' }).then((made) => current && setUrl(made));
    return () => {
      current = false;
    };
  }, [text]);
  return url ? (
    <img className={className} src={url} alt={label} width={200} height={200} />
  ) : (
    <span className={className} />
  );
}
