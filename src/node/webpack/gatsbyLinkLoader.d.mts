export declare const LINK_PROP_TYPES: RegExp;
export declare const LINK_FORWARD_REF: RegExp;
export default function gatsbyLinkLoader(source: string): string;
