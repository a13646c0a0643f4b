// The council's emblem: an original mark (open book under a rising sun in a ring), served as
// a static SVG so it is cached and never blocks the script.
export function Logo({ alt, size = 64 }: { alt: string; size?: number }) {
  return <img className="logo" src="/logo.svg" width={size} height={size} alt={alt} />;
}
