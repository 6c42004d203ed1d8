import sharp from "sharp";

// libvips keeps the results of recent operations (up to 50 MB by default) in case the same one
// comes again; every upload and demo image is new, so that cache would only hold memory.
sharp.cache(false);

/** sharp, configured once for every image this app decodes or draws. */
export default sharp;
