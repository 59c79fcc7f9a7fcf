/*
 * The floating WhatsApp and call button (src/components/ui/FloatingChat). Without
 * this file it is a <details> panel of plain links to every branch, which React
 * lists with the visitor's branch first once the page is in the browser
 * (src/hooks/useBranchChoice.ts). This file, loaded on the visitor's first
 * touch of the button, adds how the panel closes: Escape (focus back on the
 * button) and a tap outside it.
 */
(function () {
  'use strict';

  window.clinicFloatingChat = {
    start: function (island) {
      var details = island.querySelector('details');
      var summary = details.querySelector('summary');

      function onKey(event) {
        if (event.key === 'Escape' && details.open) {
          details.open = false;
          summary.focus();
        }
      }
      function onOutside(event) {
        if (details.open && !island.contains(event.target)) details.open = false;
      }
      island.addEventListener('keydown', onKey);
      document.addEventListener('pointerdown', onOutside);
      island.classList.add('widget-started');
      return function stop() {
        island.removeEventListener('keydown', onKey);
        document.removeEventListener('pointerdown', onOutside);
        island.classList.remove('widget-started');
      };
    },
    stop: function (stop) {
      stop();
    },
  };
})();
