// jsdom lays nothing out, so it leaves window.scrollTo unimplemented and reports each call the router's
// scroll restoration makes; there is nothing to scroll, so a call does nothing.
if (typeof window !== 'undefined') window.scrollTo = () => {};
