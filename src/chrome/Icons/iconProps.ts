import type { SVGProps } from 'react';

/** An icon's props: any SVG attribute (a class for CSS to size or show it), and its size in pixels. */
export type IconProps = SVGProps<SVGSVGElement> & { size?: number };
