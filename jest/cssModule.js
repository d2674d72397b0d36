// CSS module stand-in: each class name maps to itself, so tests can still select by class.
module.exports = new Proxy({}, { get: (_target, name) => (name === '__esModule' ? true : name) });
