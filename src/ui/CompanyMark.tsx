// The supplier's logo, or its name set as a wordmark when it has none: a supplier created without a logo (or whose
// picture fails to load) showed the browser's broken-picture icon in the buyer's header and on the login card.
import { useState } from 'react';

export function CompanyMark({
  logo,
  name,
  width,
  height,
  className,
}: {
  logo: string | undefined;
  name: string;
  width: number;
  height: number;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const src = logo?.trim();
  if (src && failed !== src)
    return (
      <img className={className} src={src} alt={name} width={width} height={height} onError={() => setFailed(src)} />
    );
  // The same height as the picture, so the card or header around it keeps its size either way.
  return (
    <span className={`company-mark ${className ?? ''}`} style={{ minBlockSize: height }} dir="auto">
      {name}
    </span>
  );
}
