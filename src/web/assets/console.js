/* global document, window, EventSource */
// The console's live feed: the partner's events over server-sent events, after the newest one
// the page showed (data-after). EventSource reconnects by itself after a network error and
// resumes after the last event it received (Last-Event-ID); nothing here reloads the page.
// Each event also updates its transaction's row in the table (status).
(function () {
  var feed = document.getElementById('feed');
  var state = document.getElementById('feed-state');
  if (!feed || !state || !window.EventSource) return;
  var after = feed.getAttribute('data-after');
  var source = new EventSource('/console/events' + (after ? '?after=' + encodeURIComponent(after) : ''));
  source.onopen = function () {
    state.textContent = 'live';
    state.className = 'live on';
  };
  source.onerror = function () {
    state.textContent = 'reconnecting…';
    state.className = 'live';
  };
  source.addEventListener('transaction', function (message) {
    var event = JSON.parse(message.data);
    var empty = document.getElementById('feed-empty');
    if (empty) empty.remove();
    var item = document.createElement('li');
    var time = document.createElement('time');
    time.setAttribute('datetime', String(event.createdAt));
    // The words come with the event, from the server's one place for them (wording.ts).
    time.textContent = String(event.at);
    item.appendChild(time);
    item.appendChild(document.createTextNode(' '));
    var summary = document.createElement('span');
    summary.className = 'summary';
    summary.textContent = String(event.summary);
    item.appendChild(summary);
    if (event.transaction) {
      item.appendChild(document.createTextNode(' '));
      var link = document.createElement('a');
      link.href = '/console/transactions/' + event.transaction.databaseId;
      link.textContent = '#' + event.transaction.databaseId + ' ' + event.transaction.description;
      item.appendChild(link);
    }
    item.setAttribute('data-event', event.name);
    feed.insertBefore(item, feed.firstChild);
    if (event.transaction) updateRow(event.transaction);
  });

  // The table's row of the event's transaction, if the page shows it: its status as it is now.
  function updateRow(transaction) {
    var row = document.querySelector('tr[data-transaction="' + Number(transaction.databaseId) + '"]');
    var cell = row && row.querySelector('td[data-label="Status"]');
    if (!cell) return;
    var code = document.createElement('span');
    code.className = 'hint';
    code.textContent = '(' + transaction.statusCode + ')';
    cell.textContent = transaction.statusName + (transaction.isCancelled && transaction.statusCode !== 0 ? ' (cancelled)' : '') + ' ';
    cell.appendChild(code);
    row.classList.add('changed');
  }
})();
