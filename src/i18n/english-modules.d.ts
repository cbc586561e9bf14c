// The parts of en.json that vite.config.ts serves (see english-parts.ts).
declare module 'virtual:en-core' {
  const strings: Record<string, unknown>;
  export default strings;
}
declare module 'virtual:en-member' {
  const strings: Record<string, unknown>;
  export default strings;
}
declare module 'virtual:en-promotions' {
  const strings: Record<string, unknown>;
  export default strings;
}
declare module 'virtual:en-agent' {
  const strings: Record<string, unknown>;
  export default strings;
}
declare module 'virtual:en-pointMall' {
  const strings: Record<string, unknown>;
  export default strings;
}
declare module 'virtual:en-info' {
  const strings: Record<string, unknown>;
  export default strings;
}

declare module 'virtual:en-feedback' {
  const strings: Record<string, unknown>;
  export default strings;
}

declare module 'virtual:en-games' {
  const strings: Record<string, unknown>;
  export default strings;
}

declare module 'virtual:en-auth' {
  const strings: Record<string, unknown>;
  export default strings;
}

declare module 'virtual:en-refusals' {
  const strings: Record<string, unknown>;
  export default strings;
}

declare module 'virtual:en-userMenu' {
  const strings: Record<string, unknown>;
  export default strings;
}

declare module 'virtual:en-launch' {
  const strings: Record<string, unknown>;
  export default strings;
}

declare module 'virtual:en-status' {
  const strings: Record<string, unknown>;
  export default strings;
}

declare module 'virtual:en-notFound' {
  const strings: Record<string, unknown>;
  export default strings;
}
