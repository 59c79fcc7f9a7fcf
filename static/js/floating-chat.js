/*
 * The floating WhatsApp and call button (src/components/ui/FloatingChat). Without
 * this file it is a <details> panel of plain links to every branch. This file,
 * loaded on the visitor's first touch of the button, adds what plain HTML
 * cannot: the visitor's branch (the last one they contacted, or the branch
 * page they are on) listed first, Escape and an outside tap to close.
 * Storage may be blocked: then the choice lasts for this page only.
 * On phones the chat button is hidden and the phone action bar
 * (src/components/ui/PhoneActionBar) follows the same rule with the same
 * stored choice (storageKey below): keep the two in step.
 */
(function () {
  'use strict';

  var storageKey = 'clinic.chatBranch';

  function readChoice() {
    try {
      return window.localStorage.getItem(storageKey);
    } catch {
      return null;
    }
  }

  function saveChoice(id) {
    try {
      window.localStorage.setItem(storageKey, id);
    } catch {
      /* storage blocked: the choice is not remembered */
    }
  }

  function showFirst(island, id) {
    var list = island.querySelector('[data-chat-branches]');
    var item = id && list && list.querySelector('[data-branch="' + id + '"]');
    if (!item) return;
    list.insertBefore(item, list.firstChild);
    list.querySelectorAll('[data-chat-yours]').forEach(function (note) {
      note.hidden = note.closest('[data-branch]') !== item;
    });
  }

  window.clinicFloatingChat = {
    start: function (island) {
      var details = island.querySelector('details');
      var summary = details.querySelector('summary');
      var onBranchPage = document.querySelector('[data-branch-page]');
      showFirst(
        island,
        onBranchPage ? onBranchPage.getAttribute('data-branch-page') : readChoice(),
      );

      function onClick(event) {
        var item = event.target.closest('[data-branch] a');
        if (item) saveChoice(item.closest('[data-branch]').getAttribute('data-branch'));
      }
      function onKey(event) {
        if (event.key === 'Escape' && details.open) {
          details.open = false;
          summary.focus();
        }
      }
      function onOutside(event) {
        if (details.open && !island.contains(event.target)) details.open = false;
      }
      island.addEventListener('click', onClick);
      island.addEventListener('keydown', onKey);
      document.addEventListener('pointerdown', onOutside);
      island.classList.add('widget-started');
      return function stop() {
        island.removeEventListener('click', onClick);
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
