// Snakes & Ladders Studio: the phone's page of a Play room. The phone joins the room with its
// code, takes a seat, and becomes that seat's die. Plain JavaScript, no library, no build.
//
// Rules kept here:
// - Every text from the room (names, the last turn's sentence) is put with textContent, never
//   as markup; a colour or an animal is used only when it has the form it must have.
// - The TV is the one truth: the page shows the state the room sends and asks for a throw;
//   the room decides. A seat's token (localStorage) rejoins the seat after sleep or a drop.
// - The page speaks the phone's language when the app speaks it, else the host's.
// - A lost connection is tried again (ever more slowly), but never once the room has said it
//   is over for this phone (the room closed on the TV, or this phone locked out): then the
//   page keeps saying why and how to try again (reload), and waits for the person.
// - The die shows the last throw the TV shows, and no face before anyone has thrown.
"use strict";

(function () {
  const STORE = "snl-room";
  const COLOUR = /^#[0-9a-fA-F]{6}$/;
  const ANIMAL = /^[a-z]{1,20}$/;
  const CODE = /^[0-9]{4}$/;
  const PIPS = { 1: [4], 2: [0, 8], 3: [0, 4, 8], 4: [0, 2, 6, 8], 5: [0, 2, 4, 6, 8], 6: [0, 2, 3, 5, 6, 8] };
  const RETRY_MS = [500, 1000, 2000, 4000, 8000];

  const $ = (id) => document.getElementById(id);
  const view = {
    status: $("status"), problem: $("problem"), announce: $("announce"),
    join: $("join"), joinForm: $("join-form"), code: $("code"),
    seats: $("seats"), seatList: $("seat-list"), watch: $("watch"),
    play: $("play"), meToken: $("me-token"), meName: $("me-name"), meSquare: $("me-square"), meWins: $("me-wins"),
    turn: $("turn"), throwButton: $("throw"), dieFace: $("die-face"),
    real: $("real"), faces: $("faces"), last: $("last"), others: $("others"), leave: $("leave"),
  };

  const page = {
    words: {}, lang: "en", numbers: null, livePort: 0,
    socket: null, joined: false, watching: false, wanted: false, ended: false, retries: 0, retryTimer: 0,
    code: "", token: "", you: null, state: null, lastTurn: null, lastSaid: "", lastMine: false, throwing: false,
  };

  // -- words -------------------------------------------------------------------------------

  function word(key, fields) {
    let text = Object.prototype.hasOwnProperty.call(page.words, key) ? String(page.words[key]) : key;
    if (fields) {
      text = text.replace(/\{(\w+)\}/g, (whole, name) =>
        Object.prototype.hasOwnProperty.call(fields, name) ? String(fields[name]) : whole);
    }
    return text;
  }

  function number(n) {
    return page.numbers ? page.numbers.format(n) : String(n);
  }

  function say(element, text) {
    element.textContent = text;
  }

  function pickLanguage(available, host) {
    const wanted = (navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || ""]);
    for (const tag of wanted) {
      const code = String(tag).toLowerCase().split("-")[0];
      if (available.indexOf(code) >= 0) return code;
    }
    return available.indexOf(host) >= 0 ? host : "en";
  }

  async function getJson(path) {
    const response = await fetch(path, { cache: "no-store", credentials: "omit" });
    if (!response.ok) throw new Error(path + " " + response.status);
    return response.json();
  }

  async function loadWords(room) {
    const languages = Array.isArray(room.languages) ? room.languages.filter((l) => /^[a-z]{2,3}$/.test(l)) : ["en"];
    const lang = pickLanguage(languages, room.language);
    const doc = await getJson("/words/" + lang + ".json");
    page.words = doc.words || {};
    page.lang = doc.lang || lang;
    document.documentElement.lang = page.lang;
    document.documentElement.dir = doc.dir === "rtl" ? "rtl" : "ltr";
    const numbering = /^[a-z]{4,8}$/.test(doc.numbering || "") ? doc.numbering : undefined; // the window's digits
    try { page.numbers = new Intl.NumberFormat(page.lang, { numberingSystem: numbering }); } catch (e) { page.numbers = null; }
    for (const element of document.querySelectorAll("[data-word]")) {
      say(element, word(element.getAttribute("data-word")));
    }
  }

  // -- memory: the code and the seat's token survive sleep and reloads ------------------------

  function remember() {
    try {
      localStorage.setItem(STORE, JSON.stringify({ code: page.code, token: page.token }));
    } catch (e) { /* private browsing: the page still works until it is closed */ }
  }

  function recall() {
    try {
      const kept = JSON.parse(localStorage.getItem(STORE) || "{}");
      if (typeof kept.code === "string" && CODE.test(kept.code)) page.code = kept.code;
      if (typeof kept.token === "string" && /^[A-Za-z0-9_-]{1,64}$/.test(kept.token)) page.token = kept.token;
    } catch (e) { /* nothing kept */ }
    const fragment = decodeURIComponent(location.hash.replace(/^#/, ""));
    if (CODE.test(fragment)) {
      if (fragment !== page.code) page.token = "";  // another room's code: its seat is not ours
      page.code = fragment;
      history.replaceState(null, "", location.pathname);  // the code is not left in the address bar
    }
  }

  // -- the connection ---------------------------------------------------------------------

  function connect() {
    if (page.socket || page.ended) return;
    clearTimeout(page.retryTimer);
    page.wanted = true;
    say(view.status, word(page.retries ? "reconnecting" : "connecting"));
    const socket = new WebSocket("ws://" + location.hostname + ":" + page.livePort + "/");
    page.socket = socket;
    socket.addEventListener("open", () => {
      const hello = { type: "hello" };
      if (page.code) hello.code = page.code;
      if (page.token) hello.token = page.token;
      send(hello);
    });
    socket.addEventListener("message", (event) => {
      let message;
      try { message = JSON.parse(event.data); } catch (e) { return; }
      if (message && typeof message === "object") receive(message);
    });
    socket.addEventListener("close", (event) => {
      page.socket = null;
      page.joined = false;
      page.throwing = false;
      if (event.reason === "the room was closed") {
        end("closed");  // a closed room comes back with a new code (and new ports)
        return;
      }
      if (event.reason === "locked") {
        end("locked");  // a locked-out phone waits
        return;
      }
      if (page.ended) return;
      if (event.reason === "full") say(view.status, word("full"));
      if (page.wanted) retry();
    });
  }

  function end(key) {
    // Over for this phone: no more tries; the message stays, with how to try again.
    page.ended = true;
    page.wanted = false;
    page.joined = false;
    clearTimeout(page.retryTimer);
    page.code = "";  // the next room has another code; a locked-out phone's was wrong
    if (key === "closed") page.token = "";
    remember();
    say(view.status, key === "closed" ? word("closed") : "");
    problem(word(key) + " " + word("reload"));
    showOnly(null);
    if (page.socket) page.socket.close();
  }

  function retry() {
    const delay = RETRY_MS[Math.min(page.retries, RETRY_MS.length - 1)];
    page.retries += 1;
    say(view.status, word("reconnecting"));
    page.retryTimer = setTimeout(connect, delay);
  }

  function send(message) {
    if (page.socket && page.socket.readyState === WebSocket.OPEN) {
      page.socket.send(JSON.stringify(message));
      return true;
    }
    return false;
  }

  function receive(message) {
    if (page.ended) return;
    if (message.type === "state" && message.state && typeof message.state === "object") {
      page.joined = true;
      page.retries = 0;
      say(view.status, "");
      page.you = Number.isInteger(message.you) ? message.you : null;
      page.throwing = false;
      remember();
      show(message.state);
    } else if (message.type === "seated" && Number.isInteger(message.seat) && typeof message.token === "string") {
      page.token = message.token;
      page.you = message.seat;
      page.watching = false;
      remember();
    } else if (message.type === "refused" && typeof message.reason === "string") {
      refused(message.reason);
    }
  }

  function refused(reason) {
    page.throwing = false;
    if (reason === "locked") {
      end("locked");
      return;
    }
    problem(word(reason));
    if (reason === "wrong_code" || reason === "room_locked") {
      page.code = "";
      page.token = "";
      page.wanted = false;
      remember();
      if (page.socket) page.socket.close();
      say(view.status, "");
      showOnly(view.join);
      view.code.focus();
    } else if (reason === "seat_lost") {
      page.token = "";
      page.you = null;
      page.watching = false;
      remember();
      if (!page.joined && !page.code) {
        // nothing left to join with: the person types the code (no retry without one)
        page.wanted = false;
        if (page.socket) page.socket.close();
        say(view.status, "");
        showOnly(view.join);
      }
    }
    if (page.state) show(page.state);
  }

  function problem(text) {
    say(view.problem, text);
    view.problem.hidden = !text;
  }

  // -- what the phone shows ---------------------------------------------------------------

  function showOnly(panel) {
    for (const other of [view.join, view.seats, view.play]) other.hidden = other !== panel;
  }

  function token(seat, big) {
    const disc = document.createElement("span");
    disc.className = big ? "token big-token" : "token";
    if (typeof seat.colour === "string" && COLOUR.test(seat.colour)) disc.style.setProperty("--seat", seat.colour);
    if (typeof seat.animal === "string" && ANIMAL.test(seat.animal)) {
      const picture = document.createElement("img");
      picture.src = "/tokens/" + seat.animal + ".svg";
      picture.alt = "";
      disc.appendChild(picture);
    }
    disc.setAttribute("aria-hidden", "true");
    return disc;
  }

  function nameOf(seat) {
    return typeof seat.name === "string" ? seat.name : "";
  }

  function show(state) {
    page.state = state;
    const seats = Array.isArray(state.seats) ? state.seats : [];
    const mine = page.you !== null ? seats.find((s) => s.index === page.you) : undefined;
    if (mine) {
      showPlay(state, seats, mine);
    } else if (page.watching) {
      showPlay(state, seats, null);
    } else {
      showSeats(seats);
    }
    announce(state, seats, mine);
  }

  function showSeats(seats) {
    showOnly(view.seats);
    view.seatList.replaceChildren();
    if (!seats.length) {
      const waiting = document.createElement("li");
      say(waiting, word("no_game"));
      view.seatList.appendChild(waiting);
    }
    for (const seat of seats) {
      const item = document.createElement("li");
      const button = document.createElement("button");
      button.type = "button";
      if (typeof seat.colour === "string" && COLOUR.test(seat.colour)) button.style.setProperty("--seat", seat.colour);
      button.appendChild(token(seat, false));
      const name = document.createElement("span");
      name.className = "seat-name";
      say(name, nameOf(seat));
      button.appendChild(name);
      const note = document.createElement("span");
      note.className = "seat-note";
      const free = !seat.computer && !seat.claimed;
      say(note, word(seat.computer ? "seat_computer" : seat.claimed ? "seat_taken" : "seat_free"));
      button.appendChild(note);
      button.disabled = !free;
      button.setAttribute("aria-label", nameOf(seat) + ", " + note.textContent);
      if (free) button.addEventListener("click", () => { problem(""); send({ type: "claim", seat: seat.index }); });
      item.appendChild(button);
      view.seatList.appendChild(item);
    }
  }

  function dieFace(face) {
    // face 0: nobody has thrown yet, a blank die (a 6 would read as someone's 6)
    view.dieFace.replaceChildren();
    const pips = PIPS[face] || [];
    view.dieFace.classList.toggle("blank", !pips.length);
    for (let cell = 0; cell < 9; cell += 1) {
      const spot = document.createElement("span");
      if (pips.indexOf(cell) >= 0) spot.className = "pip";
      view.dieFace.appendChild(spot);
    }
  }

  function showPlay(state, seats, mine) {
    showOnly(view.play);
    view.meToken.replaceChildren();
    if (mine) {
      const disc = token(mine, true);
      view.meToken.replaceWith(disc);
      disc.id = "me-token";
      view.meToken = disc;
      say(view.meName, word("you_are", { name: nameOf(mine) }));
      say(view.meSquare, mine.square > 0 ? word("square", { square: number(mine.square) }) : word("off_board"));
      say(view.meWins, word("wins", { wins: number(mine.wins || 0) }));
    } else {
      say(view.meName, word("watching"));
      say(view.meSquare, "");
      say(view.meWins, "");
    }
    const turnSeat = seats.find((s) => s.index === state.turn);
    const myTurn = Boolean(mine) && state.turn === mine.index;
    const dice = Array.isArray(state.dice) ? state.dice.filter((d) => Number.isInteger(d) && d >= 1 && d <= 6) : [];
    const again = state.throw_again === true && Boolean(turnSeat) && dice.length > 0;
    view.turn.classList.toggle("mine", myTurn);
    if (Number.isInteger(state.winner)) {
      const winner = seats.find((s) => s.index === state.winner);
      say(view.turn, word("winner", { name: winner ? nameOf(winner) : "" }));
    } else if (again) {
      // a 6 (or what the rules say) earned the same player another throw
      const fields = { name: nameOf(turnSeat), dice: diceWords(dice) };
      say(view.turn, word(myTurn ? "again_mine" : "again_other", fields));
    } else if (myTurn) {
      say(view.turn, word("your_turn", { name: nameOf(mine) }));
    } else if (turnSeat) {
      say(view.turn, word("turn_of", { name: nameOf(turnSeat) }));
    } else {
      say(view.turn, word("no_game"));
    }
    const canThrow = myTurn && state.can_throw === true && !page.throwing;
    view.throwButton.hidden = !mine;
    view.throwButton.disabled = !canThrow;
    say(view.throwButton.querySelector(".die-word"), word(!myTurn ? "wait_turn" : again ? "throw_again" : "throw"));
    dieFace(dice.length ? dice[dice.length - 1] : 0);
    view.real.hidden = !(mine && state.real_dice === true);
    for (const button of view.faces.querySelectorAll("button")) button.disabled = !canThrow;
    say(view.last, typeof state.last_turn === "string" ? state.last_turn : "");
    view.last.parentElement.hidden = !view.last.textContent;
    view.others.replaceChildren();
    for (const seat of seats) {
      if (mine && seat.index === mine.index) continue;
      const item = document.createElement("li");
      if (seat.index === state.turn) item.className = "now";
      item.appendChild(token(seat, false));
      const name = document.createElement("span");
      name.className = "other-name";
      say(name, nameOf(seat));
      item.appendChild(name);
      const square = document.createElement("span");
      say(square, seat.square > 0 ? word("square", { square: number(seat.square) }) : word("off_board"));
      item.appendChild(square);
      view.others.appendChild(item);
    }
    view.leave.hidden = !mine && !page.watching;
  }

  function diceWords(dice) {
    // the throws of the turn so far, as a list in the page's language ("6", "6 and 6")
    const faces = dice.map(number);
    try { return new Intl.ListFormat(page.lang, { type: "conjunction" }).format(faces); } catch (e) {
      return faces.join(", ");
    }
  }

  function announce(state, seats, mine) {
    const myTurn = Boolean(mine) && state.turn === mine.index && !Number.isInteger(state.winner);
    // (a browser lets a page vibrate only once it has been touched)
    const touched = !navigator.userActivation || navigator.userActivation.hasBeenActive;
    if (myTurn && !page.lastMine && touched && typeof navigator.vibrate === "function") {
      try { navigator.vibrate([200, 100, 200]); } catch (e) { /* no vibration */ }
    }
    page.lastMine = myTurn;
    const again = state.throw_again === true ? String(state.dice) : "";  // each throw again is said
    const key = [state.last_turn, state.turn, state.winner, again].map(String).join("|");
    if (key === page.lastTurn) return;
    page.lastTurn = key;
    const parts = [];
    if (typeof state.last_turn === "string" && state.last_turn && state.last_turn !== page.lastSaid) {
      parts.push(state.last_turn);  // (said once: a throw again in the same turn says only that)
    }
    page.lastSaid = typeof state.last_turn === "string" ? state.last_turn : "";
    if (!mine && !page.watching) {
      // choosing a seat: nothing to announce yet
    } else if (view.turn.textContent) {
      parts.push(view.turn.textContent);
    }
    say(view.announce, parts.join(" "));
  }

  function throwDie(face) {
    const state = page.state;
    if (!state || page.you === null || state.turn !== page.you || page.throwing) return;
    if (!send({ type: "throw", seat: page.you, face: face })) return;
    page.throwing = true;
    view.throwButton.disabled = true;
    for (const button of view.faces.querySelectorAll("button")) button.disabled = true;
    view.throwButton.classList.remove("tumble");
    void view.throwButton.offsetWidth;  // restart the animation
    view.throwButton.classList.add("tumble");
  }

  // -- start -------------------------------------------------------------------------------

  function wire() {
    view.joinForm.addEventListener("submit", (event) => {
      event.preventDefault();
      const code = view.code.value.replace(/\s+/g, "");
      if (!CODE.test(code)) { problem(word("wrong_code")); return; }
      problem("");
      page.code = code;
      page.retries = 0;
      remember();
      connect();
    });
    view.watch.addEventListener("click", () => { page.watching = true; if (page.state) show(page.state); });
    view.leave.addEventListener("click", () => {
      page.watching = false;
      if (page.you !== null) {
        send({ type: "leave" });
        page.you = null;
        page.token = "";
        remember();
      }
      if (page.state) show(page.state);
    });
    view.throwButton.addEventListener("click", () => throwDie(0));
    view.throwButton.addEventListener("animationend", () => view.throwButton.classList.remove("tumble"));
    for (let face = 1; face <= 6; face += 1) {
      const button = document.createElement("button");
      button.type = "button";
      say(button, number(face));
      button.setAttribute("aria-label", word("face", { face: number(face) }));
      button.addEventListener("click", () => throwDie(face));
      view.faces.appendChild(button);
    }
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "visible" && page.wanted && !page.ended && !page.socket) {
        page.retries = 0;
        connect();
      }
    });
    window.addEventListener("online", () => { if (page.wanted && !page.ended && !page.socket) connect(); });
  }

  async function start() {
    let room;
    try {
      room = await getJson("/room.json");
      await loadWords(room);
    } catch (e) {
      say(view.status, word("reconnecting"));
      setTimeout(start, 2000);
      return;
    }
    page.livePort = Number.isInteger(room.live_port) ? room.live_port : 0;
    wire();
    recall();
    view.code.value = page.code;
    if (page.code || page.token) {
      connect();
    } else {
      showOnly(view.join);
    }
  }

  start();
})();
