/// The preview page's inline style and script.
enum PreviewAssets {
    /// The list scrolls inside `#list`, so section headers stick to its top;
    /// the rail sits on the inline end (the left in right-to-left pages).
    static let style = """
        *{box-sizing:border-box}\
        html,body{margin:0;height:100%}\
        body{font:16px/1.3 system-ui,sans-serif;color:#1f2328;background:#fff;display:flex;flex-direction:column}\
        header{display:flex;gap:8px;padding:8px;border-bottom:1px solid #d0d7de}\
        #search{flex:1;font:inherit;padding:6px 10px;border:1px solid #d0d7de;border-radius:8px}\
        #locale{font:inherit}\
        #picker{flex:1;display:flex;min-height:0;position:relative}\
        #list{flex:1;overflow-y:auto;scroll-behavior:auto}\
        h2{position:sticky;top:0;margin:0;padding:2px 16px;font-size:14px;background:#f6f8fa;border-bottom:1px solid #d0d7de}\
        ul{list-style:none;margin:0;padding:0}\
        li{display:flex;gap:10px;align-items:center;padding:8px 16px;border-bottom:1px solid #eaeef2}\
        .flag{width:1.5em;text-align:center}.name{flex:1}.dial{color:#57606a;font-variant-numeric:tabular-nums}\
        #rail{display:flex;flex-direction:column;justify-content:space-around;padding:4px 2px;\
        font-size:11px;font-weight:600;color:#0969da;user-select:none;touch-action:none;cursor:pointer}\
        #rail a{display:block;text-align:center;min-width:1.6em;line-height:1.1}\
        #rail a.empty{color:#8c959f}\
        #rail.dragging{background:#eaeef2;border-radius:8px}\
        #empty{padding:16px;color:#57606a}\
        #phone{display:flex;gap:8px;align-items:center;padding:8px;border-top:1px solid #d0d7de}\
        #phone-dial{color:#57606a;font-variant-numeric:tabular-nums}\
        #phone-number{flex:1;font:inherit;padding:6px 10px;border:1px solid #d0d7de;border-radius:8px;font-variant-numeric:tabular-nums}\
        li[data-code]{cursor:pointer}li.picked{background:#ddf4ff}\
        @media (prefers-color-scheme:dark){body{color:#e6edf3;background:#0d1117}h2{background:#161b22}\
        header,h2,li,#phone{border-color:#30363d}#search,#phone-number{background:#0d1117;color:inherit;border-color:#30363d}\
        li.picked{background:#0c2d6b}}
        """

    /// Search ranks as `CountrySearch`: ISO code, exact dial code, dial
    /// prefix, name prefix, later-word prefix, search key, abbreviation; catalog order
    /// within a rank. The query is folded with the exported table.
    static let script = #"""
        (function () {
          "use strict";
          var data = JSON.parse(document.getElementById("search-data").textContent);
          var list = document.getElementById("list");
          var results = document.getElementById("results");
          var empty = document.getElementById("empty");
          var sections = Array.prototype.slice.call(list.querySelectorAll("section"));
          var rows = {};
          list.querySelectorAll("section li").forEach(function (li) { rows[li.dataset.code] = li; });

          // Character by character, then recomposed: half-width ﾀﾞ is タ and
          // a combining sound mark, which compose to ダ as SearchFolding's do.
          function fold(text) {
            var out = "";
            for (var ch of text.normalize("NFC")) { var m = data.fold[ch]; out += m === undefined ? ch : m; }
            return out.normalize("NFC");
          }
          function dialDigits(text) {
            var digits = "", plus = false;
            for (var ch of text) {
              if (ch >= "0" && ch <= "9") digits += ch;
              else if (ch === "+") plus = true;
              else if (" -()".indexOf(ch) < 0) return null;
            }
            return digits === "" && !plus ? null : digits;
          }
          function rank(query) {
            var trimmed = query.trim();
            var ranks = [];
            if (trimmed === "") return data.entries.map(function () { return 7; });
            var digits = dialDigits(trimmed);
            if (digits !== null) {
              return data.entries.map(function (e) {
                var dial = e[4];
                if (dial === "") return -1;
                if (digits === "") return 7;
                if (dial === digits) return 1;
                return dial.startsWith(digits) ? 2 : -1;
              });
            }
            var folded = fold(trimmed);
            var code = /^[A-Za-z]{2}$/.test(trimmed) ? trimmed.toUpperCase() : null;
            if (folded === "") return data.entries.map(function () { return -1; });
            var begins = function (text) { return text.startsWith(folded); };
            data.entries.forEach(function (e) {
              if (code !== null && e[0] === code) ranks.push(0);
              else if (e[1].startsWith(folded)) ranks.push(3);
              else if (e[2].some(begins)) ranks.push(4);
              else if (e[3].some(begins)) ranks.push(5);
              else if (e[5].some(begins)) ranks.push(6);
              else ranks.push(-1);
            });
            return ranks;
          }
          function search(query) {
            var ranks = rank(query), found = [];
            for (var r = 0; r <= 7; r++) {
              for (var i = 0; i < ranks.length; i++) if (ranks[i] === r) found.push(data.entries[i][0]);
            }
            return found;
          }
          window.pickerSearch = search;

          var input = document.getElementById("search");
          input.addEventListener("input", function () {
            var query = input.value;
            var searching = query.trim() !== "";
            sections.forEach(function (s) { s.hidden = searching; });
            results.hidden = !searching;
            results.textContent = "";
            if (!searching) { empty.hidden = true; return; }
            var found = search(query);
            found.forEach(function (code) { results.appendChild(rows[code].cloneNode(true)); });
            empty.hidden = found.length > 0;
            list.scrollTop = 0;
          });

          var rail = document.getElementById("rail");
          var letters = Array.prototype.slice.call(rail.querySelectorAll("a"));
          function scrollToLetter(a) {
            if (!a) return;
            if (input.value !== "") { input.value = ""; input.dispatchEvent(new Event("input")); }
            var section = document.getElementById("section-" + a.dataset.section);
            if (section) list.scrollTop = section.offsetTop - list.offsetTop;
          }
          // As PickerCatalog.letter(atFraction:): letters share the rail equally.
          function letterAt(clientY) {
            var box = rail.getBoundingClientRect();
            var fraction = (clientY - box.top) / box.height;
            var i = Math.min(letters.length - 1, Math.max(0, Math.floor(fraction * letters.length)));
            return letters[i];
          }
          var dragging = false;
          rail.addEventListener("pointerdown", function (event) {
            dragging = true;
            rail.classList.add("dragging");
            if (rail.setPointerCapture && event.pointerId !== undefined) {
              try { rail.setPointerCapture(event.pointerId); } catch (e) {}
            }
            scrollToLetter(letterAt(event.clientY));
            event.preventDefault();
          });
          rail.addEventListener("pointermove", function (event) { if (dragging) scrollToLetter(letterAt(event.clientY)); });
          function stop() { dragging = false; rail.classList.remove("dragging"); }
          rail.addEventListener("pointerup", stop);
          rail.addEventListener("pointercancel", stop);

          // Only to a page written beside this one: a listed locale id,
          // as a relative file name.
          var pages = JSON.parse(document.getElementById("pages").textContent);
          var switcher = document.getElementById("locale");
          if (switcher) switcher.addEventListener("change", function () {
            var locale = switcher.value;
            if (/^[A-Za-z0-9_]{1,64}$/.test(locale) && pages.indexOf(locale) >= 0) window.location.href = "./" + locale + ".html";
          });
        })();
        """#
}
