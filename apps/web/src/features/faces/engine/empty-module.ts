/** Stands in for tfjs's WebGL backend in face-api's static imports; it is loaded on demand. */
export {};
