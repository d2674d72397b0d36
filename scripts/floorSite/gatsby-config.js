// The floor site of `npm run bench`: Gatsby 5 with no plugin. Routes end without a slash, as the
// site's do, so both builds serve the same URLs.
module.exports = { trailingSlash: 'never' };
