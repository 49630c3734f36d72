// The mini-game script's text on its own, with no imports, so Storybook's config can serve the
// same script the sandbox route answers (apps/storybook/.storybook/sandbox-scripts-plugin.ts).

/**
 * A small real mini-game: a floating panel with the next draw of the first lottery game, fetched
 * from the lottery gateway. It mounts into the element the site passes and registers itself once
 * on `window.LotteryMiniGame`; loading it twice does nothing more.
 */
export const MINI_GAME_SCRIPT = `(function () {
  if (window.LotteryMiniGame) return;
  var loads = 0;
  window.LotteryMiniGame = {
    version: 's1',
    mount: function (element, options) {
      loads += 1;
      var box = document.createElement('div');
      box.setAttribute('data-mini-game', 'mounted');
      box.textContent = (options && options.title) || 'Mini game';
      element.appendChild(box);
      fetch('/lgw/games/opened/numero', { headers: { Merchant: (options && options.merchant) || 'default' } })
        .then(function (r) { return r.json(); })
        .then(function (list) {
          if (Array.isArray(list) && list[0]) box.textContent = box.textContent + ' · ' + list[0].remark + ' ' + list[0].numero;
        })
        .catch(function () {});
      return function () { if (box.parentNode) box.parentNode.removeChild(box); };
    },
    mounts: function () { return loads; }
  };
})();
`;
