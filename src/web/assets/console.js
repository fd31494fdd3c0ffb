/* global document, window, EventSource */
// The console's live feed: the partner's events over server-sent events. EventSource
// reconnects by itself after a network error; nothing here reloads the page.
(function () {
  var feed = document.getElementById('feed');
  var state = document.getElementById('feed-state');
  if (!feed || !state || !window.EventSource) return;
  var source = new EventSource('/console/events');
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
    time.textContent = String(event.createdAt).slice(11, 19);
    item.appendChild(time);
    var name = document.createElement('strong');
    name.textContent = event.name;
    item.appendChild(name);
    if (event.transaction) {
      item.appendChild(document.createTextNode(' · '));
      var link = document.createElement('a');
      link.href = '/console/transactions/' + event.transaction.databaseId;
      link.textContent = '#' + event.transaction.databaseId + ' ' + event.transaction.description;
      item.appendChild(link);
    }
    item.setAttribute('data-event', event.name);
    feed.insertBefore(item, feed.firstChild);
  });
})();
