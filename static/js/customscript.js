/*
 * The glue between the site and the legacy widget libraries: one start and one
 * stop function per widget. src/legacy/widgets.ts loads this file after the
 * libraries an island needs, calls start(island) when the island nears the
 * viewport (or at idle time), and stop(handle, island) when the visitor leaves
 * the page. start returns whatever stop needs; stop puts the island back the
 * way React rendered it, so a later visit starts from the same markup.
 *
 * Every island works without this file: carousels are scrollable rows, the
 * before/after pairs sit side by side, lightbox pictures are plain links and
 * the booking button goes to /contact.
 */
(function () {
  'use strict';

  if (window.clinicWidgets) {
    return;
  }

  function prefersReducedMotion() {
    return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  }

  /** The words an island's component wrote for this script, in the page's language (data-words). */
  function wordsOf(island) {
    return JSON.parse(island.getAttribute('data-words') || '{}');
  }

  /** A message with its {placeholders} filled in. */
  function fill(message, values) {
    return message.replace(/\{(\w+)\}/g, function (whole, name) {
      return name in values ? String(values[name]) : whole;
    });
  }

  function escapeHtml(text) {
    var span = document.createElement('span');
    span.textContent = text;
    return span.innerHTML;
  }

  function isRightToLeft(node) {
    return window.getComputedStyle(node).direction === 'rtl';
  }

  function element(tag, className, attributes) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    Object.keys(attributes || {}).forEach(function (name) {
      node.setAttribute(name, attributes[name]);
    });
    return node;
  }

  /** Hides React's markup while a widget shows its own, and brings it back on stop. */
  function swapIn(island, originals, stage) {
    originals.forEach(function (node) {
      node.hidden = true;
    });
    island.appendChild(stage);
    island.classList.add('widget-started');
    return function restore() {
      stage.remove();
      originals.forEach(function (node) {
        node.hidden = false;
      });
      island.classList.remove('widget-started');
    };
  }

  /** The two pictures of a before/after island, in the order React rendered them. */
  function pairOf(island) {
    var sides = Array.prototype.slice.call(island.querySelectorAll('[data-side]'));
    function picture(side) {
      var img = sides
        .filter(function (s) {
          return s.getAttribute('data-side') === side;
        })[0]
        .querySelector('img');
      var copy = img.cloneNode();
      copy.removeAttribute('loading');
      return {img: copy, label: img.closest('[data-side]').getAttribute('data-label')};
    }
    return {sides: sides, before: picture('before'), after: picture('after')};
  }

  var widgets = {
    carousel: {
      start: function (island) {
        var $ = window.jQuery;
        var track = $(island).find('[data-carousel-track]');
        var controls = $(island).find('[data-carousel-controls]');
        var instant = prefersReducedMotion();
        var words = wordsOf(island);
        var rtl = isRightToLeft(island);
        var status = $('<span class="slick-status" aria-live="polite"></span>');
        track.on('init reInit afterChange', function (event, slick) {
          var shown = Math.min(slick.slideCount, slick.currentSlide + slick.options.slidesToShow);
          status.text(
            slick.options.slidesToShow > 1
              ? fill(words.showingMany, {
                  first: slick.currentSlide + 1,
                  last: shown,
                  count: slick.slideCount,
                })
              : fill(words.showingOne, {current: slick.currentSlide + 1, count: slick.slideCount}),
          );
        });
        // slick lays out right to left only with dir="rtl" on the slider itself.
        if (rtl) track.attr('dir', 'rtl');
        track.slick({
          rtl: rtl,
          rows: 0,
          slidesToShow: 3,
          slidesToScroll: 1,
          infinite: false,
          speed: instant ? 0 : 300,
          dots: false,
          arrows: true,
          accessibility: true,
          appendArrows: controls,
          // slick inserts its arrows only when given as HTML strings.
          prevArrow:
            '<button type="button" class="slick-prev button button--secondary button--sm">' +
            escapeHtml(words.previous) +
            '</button>',
          nextArrow:
            '<button type="button" class="slick-next button button--secondary button--sm">' +
            escapeHtml(words.next) +
            '</button>',
          responsive: [
            {breakpoint: 997, settings: {slidesToShow: 2}},
            {breakpoint: 600, settings: {slidesToShow: 1}},
          ],
        });
        controls.find('.slick-prev').after(status);
        island.classList.add('widget-started');
        return track;
      },
      stop: function (track, island) {
        track.off('init reInit afterChange');
        track.slick('unslick');
        track.removeAttr('dir');
        $(island).find('.slick-status').remove();
        island.classList.remove('widget-started');
      },
    },

    'doctor-carousel': {
      start: function (island) {
        var reduced = prefersReducedMotion();
        var words = wordsOf(island);
        var splide = new window.Splide(island, {
          direction: isRightToLeft(island) ? 'rtl' : 'ltr',
          perPage: 3,
          gap: '1rem',
          rewind: true,
          autoplay: !reduced,
          interval: 7000,
          pauseOnHover: true,
          pauseOnFocus: true,
          speed: reduced ? 0 : 400,
          breakpoints: {996: {perPage: 2}, 599: {perPage: 1}},
          i18n: {
            prev: words.prev,
            next: words.next,
            play: words.play,
            pause: words.pause,
            carousel: words.carousel,
            slide: words.slide,
          },
        });
        // splide fills its slide label's %s in a fixed order; a language may put the count first.
        function labelSlides() {
          var slides = splide.Components.Slides.get(true);
          slides.forEach(function (slide) {
            slide.slide.setAttribute(
              'aria-label',
              fill(words.slideLabel, {current: slide.index + 1, count: slides.length}),
            );
          });
        }
        splide.on('mounted refresh', labelSlides);
        splide.mount();
        return splide;
      },
      stop: function (splide) {
        splide.destroy(true);
      },
    },

    'before-after': {
      start: function (island) {
        var pair = pairOf(island);
        var words = wordsOf(island);
        var slider = element('div', 'beer-slider', {'data-beer-label': pair.after.label});
        var reveal = element('div', 'beer-reveal', {'data-beer-label': pair.before.label});
        reveal.appendChild(pair.before.img);
        slider.appendChild(pair.after.img);
        slider.appendChild(reveal);
        // The pictures and the slider keep their sides in a right-to-left page.
        var stage = element('div', 'widget-stage', {dir: 'ltr'});
        stage.appendChild(slider);
        var restore = swapIn(island, pair.sides, stage);
        var beer = new window.BeerSlider(slider, {start: 50});
        beer.range.setAttribute('aria-label', words.slider);
        return restore;
      },
      stop: function (restore) {
        restore();
      },
    },

    'image-compare': {
      start: function (island) {
        var pair = pairOf(island);
        var words = wordsOf(island);
        // The pictures and the divider keep their sides in a right-to-left page.
        var viewer = element('div', 'widget-stage image-compare', {dir: 'ltr'});
        viewer.appendChild(pair.before.img);
        viewer.appendChild(pair.after.img);
        var restore = swapIn(island, pair.sides, viewer);
        var compare = new window.ImageCompare(viewer, {
          showLabels: true,
          labelOptions: {before: pair.before.label, after: pair.after.label, onHover: false},
          smoothing: !prefersReducedMotion(),
        });
        compare.mount();
        // The labels ("Before", "After") read in their own language's direction.
        var labels = viewer.querySelectorAll('.icv__label');
        for (var i = 0; i < labels.length; i += 1) labels[i].setAttribute('dir', 'auto');
        var position = 50;
        var control = viewer.querySelector('.icv__control');
        control.setAttribute('tabindex', '0');
        control.setAttribute('role', 'slider');
        control.setAttribute('aria-label', words.compare);
        control.setAttribute('aria-valuemin', '0');
        control.setAttribute('aria-valuemax', '100');
        control.setAttribute('aria-valuenow', '50');
        control.setAttribute('aria-valuetext', fill(words.dividerAt, {percent: 50}));
        function moveTo(percent) {
          position = Math.max(0, Math.min(100, percent));
          var bounds = viewer.getBoundingClientRect();
          compare._slideCompare({
            clientX: bounds.left + (bounds.width * position) / 100,
            clientY: bounds.top,
          });
          control.setAttribute('aria-valuenow', String(position));
          control.setAttribute('aria-valuetext', fill(words.dividerAt, {percent: position}));
        }
        control.addEventListener('keydown', function (event) {
          var steps = {
            ArrowLeft: -5,
            ArrowDown: -5,
            ArrowRight: 5,
            ArrowUp: 5,
            PageDown: -20,
            PageUp: 20,
          };
          if (event.key in steps) moveTo(position + steps[event.key]);
          else if (event.key === 'Home') moveTo(0);
          else if (event.key === 'End') moveTo(100);
          else return;
          event.preventDefault();
        });
        return function () {
          restore();
          document.body.classList.remove('icv__body');
        };
      },
      stop: function (restore) {
        restore();
      },
    },

    lightbox: {
      start: function (island) {
        var links = Array.prototype.slice.call(island.querySelectorAll('a[data-caption]'));
        var items = links.map(function (link) {
          var img = link.querySelector('img');
          return {
            src: link.getAttribute('href'),
            title: img ? img.getAttribute('alt') : '',
            description: link.getAttribute('data-caption'),
          };
        });
        function open(event) {
          var link = event.target.closest('a[data-caption]');
          if (!link || !island.contains(link) || event.ctrlKey || event.metaKey || event.shiftKey)
            return;
          event.preventDefault();
          window.Spotlight.show(items, {
            index: links.indexOf(link) + 1,
            animation: prefersReducedMotion() ? false : 'fade',
            control: 'prev,next,zoom,close',
            infinite: true,
            onclose: function () {
              link.focus();
            },
          });
        }
        island.addEventListener('click', open);
        island.classList.add('widget-started');
        return function () {
          island.removeEventListener('click', open);
          island.classList.remove('widget-started');
          if (document.getElementById('spotlight') && window.Spotlight.close)
            window.Spotlight.close();
        };
      },
      stop: function (restore) {
        restore();
      },
    },

    reveal: {
      start: function (island) {
        var fold = window.innerHeight;
        var targets = Array.prototype.slice
          .call(island.querySelectorAll(':scope > section'))
          .filter(function (node) {
            return node.getBoundingClientRect().top > fold;
          });
        targets.forEach(function (node) {
          node.setAttribute('data-aos', 'fade-up');
        });
        if (!window.AOS.__started) {
          window.AOS.init({once: true, duration: 500, offset: 60, easing: 'ease-out'});
          window.AOS.__started = true;
        } else {
          window.AOS.refreshHard();
        }
        return targets;
      },
      stop: function (targets) {
        targets.forEach(function (node) {
          node.removeAttribute('data-aos');
          node.classList.remove('aos-init', 'aos-animate');
        });
        window.AOS.refreshHard();
      },
    },

    'booking-dialog': {
      start: function (island) {
        var opener = island.querySelector('[data-dialog-opener]');
        var dialogElement = island.querySelector('[data-dialog]');
        var dialog = new window.bootstrap.Modal(dialogElement);
        function open(event) {
          if (event.ctrlKey || event.metaKey || event.shiftKey) return;
          event.preventDefault();
          dialog.show(opener);
        }
        function returnFocus() {
          opener.focus();
        }
        opener.addEventListener('click', open);
        opener.setAttribute('aria-haspopup', 'dialog');
        dialogElement.addEventListener('hidden.bs.modal', returnFocus);
        island.classList.add('widget-started');
        return function () {
          opener.removeEventListener('click', open);
          opener.removeAttribute('aria-haspopup');
          dialogElement.removeEventListener('hidden.bs.modal', returnFocus);
          dialog.dispose();
          document.querySelectorAll('.modal-backdrop').forEach(function (node) {
            node.remove();
          });
          document.body.classList.remove('modal-open');
          document.body.style.removeProperty('overflow');
          document.body.style.removeProperty('padding-right');
          island.classList.remove('widget-started');
        };
      },
      stop: function (restore) {
        restore();
      },
    },

    /** Our floating chat button; its code is in floating-chat.js, loaded just before this file. */
    chat: {
      start: function (island) {
        return window.clinicFloatingChat.start(island);
      },
      stop: function (handle) {
        window.clinicFloatingChat.stop(handle);
      },
    },
  };

  window.clinicWidgets = widgets;
})();
