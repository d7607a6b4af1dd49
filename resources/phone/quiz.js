// Snakes & Ladders Studio: a student's phone in a Class Quiz. The phone joins the room with its
// code and a nickname, and answers the question the teacher's screen asks: which square leaves
// the queue next, or which squares enter it. Plain JavaScript, no library, no build.
//
// Rules kept here:
// - Every text from the room (the nickname) is put with textContent, never as markup; every
//   number the room sends is used only when it is a whole number in its range.
// - The teacher's screen is the one truth: the page shows the quiz as the room sends it
//   (`{"type":"quiz",…}`: the phase, the question, this phone's answer, the verdict, the
//   score); the room decides what counts. The phone sends one answer per question, final.
// - The token from `joined` (sessionStorage: this tab only) rejoins the quiz after sleep or a
//   drop, silently; a lost connection is tried again, ever more slowly, but never once the room
//   has said it is over for this phone (closed on the screen, or this phone locked out).
// - The countdown runs on the phone from the room's `seconds_left` and stops at 0 ("Time is
//   up"); the room's own deadline is the one that counts.
// - The page speaks the phone's language when the app speaks it, else the host's; numbers are
//   written in that language's digits.
"use strict";

(function () {
  const STORE = "snl-quiz";
  const CODE = /^[0-9]{4}$/;
  const FRAGMENT = /^#?(?:code=)?([0-9]{4})$/;
  const TOKEN = /^[A-Za-z0-9_-]{1,64}$/;
  const PHASES = ["waiting", "asking", "locked", "revealed", "finished"];
  const KINDS = ["leaves", "enters"];
  const MAX_NICKNAME = 20;
  const MAX_SQUARE = 1000000;
  const MAX_CHOSEN = 6;  // the most squares an answer may hold (six faces)
  const MAX_BOARD_CELLS = 400;  // a larger board: the options alone
  const RETRY_MS = [500, 1000, 2000, 4000, 8000];
  const JOIN_REFUSALS = ["bad_name", "name_taken", "full", "removed", "wrong_code", "room_locked", "token_lost"];

  const $ = (id) => document.getElementById(id);
  const view = {
    status: $("status"), problem: $("problem"), announce: $("announce"),
    join: $("join"), joinForm: $("join-form"), code: $("code"), nickname: $("nickname"),
    wait: $("wait"), waitText: $("wait-text"), waitScore: $("wait-score"),
    ask: $("ask"), questionNumber: $("question-number"), question: $("question"), queue: $("queue"),
    timer: $("timer"), options: $("options"), none: $("none"),
    boardPart: $("board-part"), zoom: $("zoom"), boardBox: $("board-box"), board: $("board"),
    send: $("send"), sent: $("sent"), outcome: $("outcome"), verdict: $("verdict"), answer: $("answer"),
    askScore: $("ask-score"), over: $("over"), overText: $("over-text"),
  };

  const page = {
    words: {}, lang: "en", numbers: null, livePort: 0,
    socket: null, joined: false, wanted: false, ended: false, retries: 0, retryTimer: 0,
    code: "", nickname: "", token: "",
    quiz: null,  // the last quiz the room sent, checked (see `checked`)
    chosen: { question: 0, squares: [], none: false },  // what the student picked, not sent yet
    sending: null,  // {question, squares}: sent, the room's answer not here yet
    deadline: 0, deadlineQuestion: 0, tickTimer: 0, timeUp: false,
    optionsKey: "", boardKey: "", cells: new Map(), optionButtons: new Map(),
    said: "",
  };

  // -- words -------------------------------------------------------------------------------

  function has(key) {
    return Object.prototype.hasOwnProperty.call(page.words, key);
  }

  function word(key, fields) {
    let text = has(key) ? String(page.words[key]) : key;
    if (fields) {
      text = text.replace(/\{(\w+)\}/g, (whole, name) =>
        Object.prototype.hasOwnProperty.call(fields, name) ? String(fields[name]) : whole);
    }
    return text;
  }

  function number(n) {
    return page.numbers ? page.numbers.format(n) : String(n);
  }

  function squaresWords(squares) {
    // "7, 15, 22" in the page's language (its comma) and digits: a queue is a sequence, not a
    // sentence's list ("7, 15 and 22")
    let said = "";
    for (const square of squares) said = said ? word("quiz_list", { list: said, square: number(square) }) : number(square);
    return said;
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
    try {
      page.numbers = new Intl.NumberFormat(page.lang, { useGrouping: false, numberingSystem: numbering });
    } catch (e) { page.numbers = null; }
    for (const element of document.querySelectorAll("[data-word]")) {
      say(element, word(element.getAttribute("data-word")));
    }
  }

  // -- memory: the token survives sleep and reloads of this tab -----------------------------

  function remember() {
    try {
      sessionStorage.setItem(STORE, JSON.stringify({ code: page.code, nickname: page.nickname, token: page.token }));
    } catch (e) { /* private browsing: the page still works until it is closed */ }
  }

  function recall() {
    try {
      const kept = JSON.parse(sessionStorage.getItem(STORE) || "{}");
      if (typeof kept.code === "string" && CODE.test(kept.code)) page.code = kept.code;
      if (typeof kept.nickname === "string" && kept.nickname.length <= MAX_NICKNAME) page.nickname = kept.nickname;
      if (typeof kept.token === "string" && TOKEN.test(kept.token)) page.token = kept.token;
    } catch (e) { /* nothing kept */ }
    let fragment = "";
    try { fragment = decodeURIComponent(location.hash); } catch (e) { fragment = ""; }
    const found = FRAGMENT.exec(fragment);
    if (found) {
      if (found[1] !== page.code) page.token = "";  // another room's code: its token is not ours
      page.code = found[1];
    }
    if (location.hash) history.replaceState(null, "", location.pathname);  // the code is not left in the address bar
  }

  // -- the connection ---------------------------------------------------------------------

  function connect() {
    if (page.socket || page.ended) return;
    clearTimeout(page.retryTimer);
    page.wanted = true;
    say(view.status, word(page.retries ? "quiz_reconnecting" : "quiz_connecting"));
    const socket = new WebSocket("ws://" + location.hostname + ":" + page.livePort + "/");
    page.socket = socket;
    socket.addEventListener("open", () => {
      if (page.socket !== socket) return;
      send(page.token ? { type: "hello", token: page.token }
        : { type: "hello", code: page.code, nickname: page.nickname });
    });
    socket.addEventListener("message", (event) => {
      if (page.socket !== socket) return;
      let message;
      try { message = JSON.parse(event.data); } catch (e) { return; }
      if (message && typeof message === "object") receive(message);
    });
    socket.addEventListener("close", (event) => {
      if (page.socket !== socket) return;  // (a socket the page let go of itself)
      page.socket = null;
      page.joined = false;
      page.sending = null;  // the room's quiz says on rejoin whether the answer arrived
      refresh();  // nothing to pick while the room cannot hear it
      if (event.reason === "the room was closed") {
        end("quiz_closed");  // a closed room comes back with a new code (and new ports)
        return;
      }
      if (event.reason === "locked") {
        end("quiz_locked");  // a locked-out phone waits
        return;
      }
      if (event.reason === "removed by the teacher") {
        refused("removed");
        return;
      }
      if (event.reason === "joined again") {
        end("quiz_joined_again");  // another page took this nickname: no tug of war with it
        return;
      }
      if (page.ended) return;
      if (event.reason === "full") say(view.status, word("quiz_full"));
      if (page.wanted) retry();
    });
  }

  function letGo() {
    // the page closes its own connection: no retry, nothing more read from it
    page.wanted = false;
    page.joined = false;
    page.sending = null;
    clearTimeout(page.retryTimer);
    const socket = page.socket;
    page.socket = null;
    if (socket) socket.close();
  }

  function end(key) {
    // Over for this phone: no more tries; the message stays, with how to try again.
    page.ended = true;
    letGo();
    stopTimer();
    page.code = "";  // the next room has another code; a locked-out phone's was wrong
    if (key === "quiz_closed") page.token = "";
    remember();
    say(view.status, key === "quiz_closed" ? word("quiz_closed") : "");
    problem(word(key) + " " + word("quiz_reload"));
    showOnly(null);
  }

  function retry() {
    const delay = RETRY_MS[Math.min(page.retries, RETRY_MS.length - 1)];
    page.retries += 1;
    say(view.status, word("quiz_reconnecting"));
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
    if (message.type === "joined" && typeof message.token === "string" && TOKEN.test(message.token)) {
      page.token = message.token;
      if (typeof message.nickname === "string") page.nickname = message.nickname;
      page.joined = true;
      page.retries = 0;
      say(view.status, "");
      problem("");
      remember();
    } else if (message.type === "quiz") {
      const quiz = checked(message);
      if (!quiz) return;
      page.joined = true;
      page.retries = 0;
      say(view.status, "");
      show(quiz);
    } else if (message.type === "refused" && typeof message.reason === "string") {
      refused(message.reason);
    }
  }

  function refused(reason) {
    if (reason === "locked") {
      end("quiz_locked");
      return;
    }
    const key = has("quiz_" + reason) ? "quiz_" + reason : "quiz_bad_message";
    problem(word(key, { most: number(MAX_NICKNAME) }));
    if (JOIN_REFUSALS.indexOf(reason) >= 0) {
      // not in the quiz (or no more): the student joins again from the form
      letGo();
      stopTimer();
      page.token = "";
      page.quiz = null;
      if (reason === "wrong_code" || reason === "room_locked") page.code = "";
      if (reason === "removed") page.nickname = "";  // barred from this quiz
      remember();
      say(view.status, "");
      showJoin();
      return;
    }
    if (reason === "not_asked" || reason === "time_up" || reason === "answered") {
      page.sending = null;  // the room's quiz says what it holds
      if (page.quiz) show(page.quiz);
    }
  }

  function problem(text) {
    say(view.problem, text);
    view.problem.hidden = !text;
  }

  // -- the room's quiz, checked ------------------------------------------------------------

  function whole(value, low, high) {
    return Number.isInteger(value) && value >= low && value <= high;
  }

  function squareList(value, most) {
    if (!Array.isArray(value) || value.length > most) return null;
    return value.every((s) => whole(s, 1, MAX_SQUARE)) ? value.slice() : null;
  }

  function checkedBoard(board) {
    if (!board || typeof board !== "object") return null;
    if (!whole(board.rows, 1, 1000) || !whole(board.cols, 1, 1000)) return null;
    const size = board.rows * board.cols;
    const jumps = new Map();
    for (const jump of Array.isArray(board.jumps) ? board.jumps : []) {
      if (Array.isArray(jump) && jump.length === 2 && whole(jump[0], 1, size) && whole(jump[1], 1, size)) {
        jumps.set(jump[0], jump[1]);
      }
    }
    return { rows: board.rows, cols: board.cols, jumps: jumps };
  }

  function checkedQuestion(question) {
    if (!question || typeof question !== "object") return null;
    if (!whole(question.number, 1, 100000) || !whole(question.count, question.number, 100000)) return null;
    if (KINDS.indexOf(question.kind) < 0 || !whole(question.square, 1, MAX_SQUARE)) return null;
    const queue = squareList(question.queue, 10000);
    const options = squareList(question.options, 1000);
    if (!queue || !options) return null;
    const seconds = whole(question.seconds_left, 0, 100000) ? question.seconds_left : null;
    return { number: question.number, count: question.count, kind: question.kind, square: question.square,
      queue: queue, options: options, seconds: seconds };
  }

  function checked(message) {
    // the quiz as the page uses it, each field in its form; null when it is not a quiz
    if (PHASES.indexOf(message.phase) < 0) return null;
    const score = message.score && typeof message.score === "object" ? message.score : {};
    return {
      phase: message.phase,
      nickname: typeof message.nickname === "string" ? message.nickname : page.nickname,
      board: checkedBoard(message.board),
      question: checkedQuestion(message.question),
      mine: squareList(message.mine, MAX_CHOSEN),
      answer: squareList(message.answer, 1000),
      right: typeof message.right === "boolean" ? message.right : null,
      score: {
        right: whole(score.right, 0, 100000) ? score.right : 0,
        asked: whole(score.asked, 0, 100000) ? score.asked : 0,
      },
    };
  }

  // -- what the phone shows ---------------------------------------------------------------

  function showOnly(panel) {
    for (const other of [view.join, view.wait, view.ask, view.over]) other.hidden = other !== panel;
  }

  function showJoin() {
    showOnly(view.join);
    view.code.value = page.code;
    view.nickname.value = page.nickname;
    (page.code ? view.nickname : view.code).focus();
  }

  function scoreWords(score) {
    return { right: number(score.right), asked: number(score.asked) };
  }

  function show(quiz) {
    const before = page.quiz;
    page.quiz = quiz;
    const question = quiz.question;
    if (question && question.number !== page.chosen.question) {
      page.chosen = { question: question.number, squares: [], none: false };
      page.sending = null;
      page.timeUp = false;
      if (before) problem("");  // an answer's refusal was about the last question
    }
    if (quiz.phase === "finished") {
      stopTimer();
      showOnly(view.over);
      say(view.overText, word("quiz_over", scoreWords(quiz.score)));
    } else if (quiz.phase === "waiting" || !question) {
      stopTimer();
      showOnly(view.wait);
      say(view.waitText, word("quiz_waiting", { name: quiz.nickname }));
      say(view.waitScore, quiz.score.asked ? word("quiz_score", scoreWords(quiz.score)) : "");
    } else {
      showOnly(view.ask);
      showQuestion(quiz, question);
    }
    announce(quiz);
  }

  function questionWords(question) {
    return question.kind === "leaves" ? word("quiz_leaves") : word("quiz_enters", { square: number(question.square) });
  }

  function queueWords(question) {
    if (!question.queue.length) return word("quiz_queue_empty");
    const fields = { squares: squaresWords(question.queue) };
    return word(question.kind === "leaves" ? "quiz_queue_leaves" : "quiz_queue_enters", fields);
  }

  function showQuestion(quiz, question) {
    say(view.questionNumber, word("quiz_question_number", { number: number(question.number), count: number(question.count) }));
    say(view.question, questionWords(question));
    say(view.queue, queueWords(question));
    const optionsKey = question.number + ":" + question.kind + ":" + question.options.join(",");
    if (optionsKey !== page.optionsKey) {
      page.optionsKey = optionsKey;
      buildOptions(question, quiz.board);
    }
    const board = quiz.board && quiz.board.rows * quiz.board.cols <= MAX_BOARD_CELLS ? quiz.board : null;
    const boardKey = board ? board.rows + "x" + board.cols + ":" + [...board.jumps].join(";") : "";
    if (boardKey !== page.boardKey) {
      page.boardKey = boardKey;
      buildBoard(board);
    }
    view.boardPart.hidden = !board;
    if (quiz.phase === "asking") {
      countdown(question);
    } else {
      // the room locked the question: when its time ran out (the phone's count at about 0,
      // a message's trip behind), the timer stays at "Time is up"; the teacher's early lock
      // is "Answers are closed." alone
      stopTimer();
      const ranOut = quiz.phase === "locked" && page.deadlineQuestion === question.number
        && page.deadline - Date.now() < 1500;
      if (ranOut) {
        page.timeUp = true;
        say(view.timer, word("quiz_timer_done"));
        view.timer.classList.add("done");
      }
      view.timer.hidden = !ranOut;
    }
    refresh();
  }

  function jumpLabel(square, board) {
    const end = board ? board.jumps.get(square) : undefined;
    if (end === undefined) return word("quiz_square", { square: number(square) });
    const key = end > square ? "quiz_square_ladder" : "quiz_square_snake";
    return word(key, { square: number(square), end: number(end) });
  }

  function jumpMark(square, board) {
    // "↑38" on a ladder's foot, "↓6" on a snake's head
    const end = board ? board.jumps.get(square) : undefined;
    if (end === undefined) return null;
    const mark = document.createElement("span");
    mark.className = "jump " + (end > square ? "up" : "down");
    say(mark, (end > square ? "↑" : "↓") + number(end));
    mark.setAttribute("aria-hidden", "true");
    return mark;
  }

  function squareButton(square, board, className) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = className;
    button.setAttribute("data-square", String(square));
    const face = document.createElement("span");
    face.className = "number";
    say(face, number(square));
    face.setAttribute("aria-hidden", "true");
    button.appendChild(face);
    const mark = jumpMark(square, board);
    if (mark) button.appendChild(mark);
    if (board && board.jumps.has(square)) button.classList.add(board.jumps.get(square) > square ? "ladder" : "snake");
    button.setAttribute("aria-label", jumpLabel(square, board));
    button.setAttribute("aria-pressed", "false");
    button.addEventListener("click", () => toggle(square));
    return button;
  }

  function buildOptions(question, board) {
    view.options.replaceChildren();
    page.optionButtons = new Map();
    for (const square of question.options) {
      const button = squareButton(square, board, "option");
      page.optionButtons.set(square, button);
      view.options.appendChild(button);
    }
    view.none.hidden = question.kind !== "enters";
  }

  function buildBoard(board) {
    // boustrophedon: square 1 bottom-left, each row the other way from the one below it
    view.board.replaceChildren();
    page.cells = new Map();
    if (!board) return;
    view.board.style.setProperty("--cols", String(board.cols));
    view.board.style.setProperty("--rows", String(board.rows));
    for (let row = board.rows - 1; row >= 0; row -= 1) {
      for (let column = 0; column < board.cols; column += 1) {
        const square = row * board.cols + (row % 2 === 0 ? column : board.cols - 1 - column) + 1;
        const cell = squareButton(square, board, "cell");
        page.cells.set(square, cell);
        view.board.appendChild(cell);
      }
    }
  }

  function canChoose() {
    const quiz = page.quiz;
    return Boolean(quiz && quiz.question) && quiz.phase === "asking" && quiz.mine === null
      && page.sending === null && !page.timeUp && page.joined;
  }

  function toggle(square) {
    if (!canChoose()) return;
    const chosen = page.chosen;
    const at = chosen.squares.indexOf(square);
    if (page.quiz.question.kind === "leaves") {
      chosen.squares = at >= 0 ? [] : [square];
    } else if (at >= 0) {
      chosen.squares.splice(at, 1);
    } else if (chosen.squares.length < MAX_CHOSEN) {
      chosen.squares.push(square);
      chosen.none = false;
    }
    refresh();
  }

  function toggleNone() {
    if (!canChoose() || page.quiz.question.kind !== "enters") return;
    page.chosen.none = !page.chosen.none;
    if (page.chosen.none) page.chosen.squares = [];
    refresh();
  }

  function chosenReady() {
    const question = page.quiz && page.quiz.question;
    return Boolean(question) && (page.chosen.squares.length > 0 || (question.kind === "enters" && page.chosen.none));
  }

  function sendAnswer() {
    if (!canChoose() || !chosenReady()) return;
    const squares = page.chosen.squares.slice().sort((a, b) => a - b);
    const question = page.quiz.question.number;
    if (!send({ type: "answer", question: question, squares: squares })) return;
    page.sending = { question: question, squares: squares };
    problem("");
    refresh();
  }

  function given() {
    // this phone's answer to the question on show: the room's, or the one on its way
    const quiz = page.quiz;
    if (quiz.mine !== null) return quiz.mine;
    if (page.sending && page.sending.question === quiz.question.number) return page.sending.squares;
    return null;
  }

  function refresh() {
    // the choices, the send button and the outcome, from the quiz and what was picked
    const quiz = page.quiz;
    if (!quiz || !quiz.question) return;
    const open = canChoose();
    const mine = given();
    const picked = mine !== null ? mine : page.chosen.squares;
    const revealed = quiz.phase === "revealed" && quiz.answer !== null;
    for (const [square, button] of [...page.optionButtons, ...page.cells]) {
      const on = picked.indexOf(square) >= 0;
      button.setAttribute("aria-pressed", on ? "true" : "false");
      button.classList.toggle("chosen", on);
      button.classList.toggle("right", revealed && on && quiz.answer.indexOf(square) >= 0);
      button.classList.toggle("wrong", revealed && on && quiz.answer.indexOf(square) < 0);
      button.classList.toggle("missed", revealed && !on && quiz.answer.indexOf(square) >= 0);
      button.disabled = !open;
    }
    const none = mine !== null ? mine.length === 0 : page.chosen.none;
    view.none.setAttribute("aria-pressed", none ? "true" : "false");
    view.none.classList.toggle("chosen", none);
    view.none.classList.toggle("right", revealed && none && quiz.answer.length === 0);
    view.none.classList.toggle("missed", revealed && !none && quiz.answer.length === 0);
    view.none.classList.toggle("wrong", revealed && none && quiz.answer.length > 0);
    view.none.disabled = !open;
    view.send.hidden = quiz.phase !== "asking" || mine !== null;
    view.send.disabled = !open || !chosenReady();
    view.sent.hidden = mine === null;
    if (mine !== null) {
      const yours = quiz.phase === "revealed";
      if (mine.length) say(view.sent, word(yours ? "quiz_yours" : "quiz_sent", { squares: squaresWords(mine) }));
      else say(view.sent, word(yours ? "quiz_yours_none" : "quiz_sent_none"));
    }
    view.outcome.hidden = quiz.phase === "asking";
    view.outcome.classList.toggle("is-right", revealed && quiz.right === true);
    view.outcome.classList.toggle("is-wrong", revealed && quiz.right !== true);
    if (quiz.phase === "locked") {
      say(view.verdict, word("quiz_answers_closed"));
      say(view.answer, "");
    } else if (revealed) {
      say(view.verdict, word(quiz.right === true ? "quiz_right" : quiz.mine === null ? "quiz_no_answer" : "quiz_wrong"));
      say(view.answer, quiz.answer.length ? word("quiz_answer", { squares: squaresWords(quiz.answer) })
        : word("quiz_answer_none"));
    } else {
      say(view.verdict, "");
      say(view.answer, "");
    }
    view.answer.hidden = !view.answer.textContent;
    say(view.askScore, quiz.score.asked || revealed ? word("quiz_score", scoreWords(quiz.score)) : "");
  }

  // -- the countdown ------------------------------------------------------------------------

  function countdown(question) {
    if (question.seconds === null) {
      stopTimer();
      view.timer.hidden = true;
      return;
    }
    const estimate = Date.now() + question.seconds * 1000;
    // the room's whole seconds, each message: kept unless it tells another deadline (a rejoin)
    if (question.number !== page.deadlineQuestion || Math.abs(estimate - page.deadline) > 1500) {
      page.deadline = estimate;
      page.deadlineQuestion = question.number;
      page.timeUp = false;
      clearTimeout(page.tickTimer);
      page.tickTimer = 0;
    }
    view.timer.hidden = false;
    if (!page.tickTimer) tick();
  }

  function tick() {
    page.tickTimer = 0;
    const left = page.deadline - Date.now();
    if (left <= 0) {
      say(view.timer, word("quiz_timer_done"));
      view.timer.classList.add("done");
      if (!page.timeUp) {
        page.timeUp = true;
        refresh();
        if (page.quiz && page.quiz.phase === "asking") say(view.announce, word("quiz_timer_done"));
      }
      return;
    }
    view.timer.classList.remove("done");
    say(view.timer, word("quiz_time_left", { seconds: number(Math.ceil(left / 1000)) }));
    page.tickTimer = setTimeout(tick, (left % 1000) || 1000);
  }

  function stopTimer() {
    clearTimeout(page.tickTimer);
    page.tickTimer = 0;
  }

  // -- the screen reader: the question and the verdict, each said once -----------------------

  function announce(quiz) {
    const question = quiz.question;
    const key = [quiz.phase, question ? question.number : 0, quiz.score.asked].join("|");
    if (key === page.said) return;
    page.said = key;
    let text = "";
    if (quiz.phase === "finished") {
      text = view.overText.textContent;
    } else if (quiz.phase === "waiting" || !question) {
      text = view.waitText.textContent;
    } else if (quiz.phase === "asking") {
      text = [view.questionNumber.textContent, view.question.textContent, view.queue.textContent].join(" ");
      const touched = !navigator.userActivation || navigator.userActivation.hasBeenActive;
      if (touched && typeof navigator.vibrate === "function") {
        try { navigator.vibrate(200); } catch (e) { /* no vibration */ }
      }
    } else if (quiz.phase === "locked") {
      text = view.verdict.textContent;
    } else {
      text = [view.verdict.textContent, view.answer.textContent, view.askScore.textContent].join(" ");
    }
    say(view.announce, text);
  }

  // -- start -------------------------------------------------------------------------------

  function wire() {
    view.joinForm.addEventListener("submit", (event) => {
      event.preventDefault();
      const code = view.code.value.replace(/\s+/g, "");
      const nickname = view.nickname.value.normalize("NFC").trim().replace(/\s+/g, " ");
      if (!CODE.test(code)) { problem(word("quiz_wrong_code")); view.code.focus(); return; }
      if (!nickname || [...nickname].length > MAX_NICKNAME) {
        problem(word("quiz_bad_name", { most: number(MAX_NICKNAME) }));
        view.nickname.focus();
        return;
      }
      problem("");
      page.code = code;
      page.nickname = nickname;
      page.token = "";
      page.retries = 0;
      page.ended = false;
      remember();
      letGo();
      connect();
    });
    view.none.addEventListener("click", toggleNone);
    view.send.addEventListener("click", sendAnswer);
    view.zoom.addEventListener("click", () => {
      const zoomed = !view.boardBox.classList.contains("zoomed");
      view.boardBox.classList.toggle("zoomed", zoomed);
      view.zoom.setAttribute("aria-pressed", zoomed ? "true" : "false");
    });
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
      say(view.status, word("quiz_reconnecting"));
      setTimeout(start, 2000);
      return;
    }
    page.livePort = Number.isInteger(room.live_port) ? room.live_port : 0;
    wire();
    recall();
    if (page.token) {
      connect();  // back in the quiz, silently
    } else {
      showJoin();
    }
  }

  start();
})();
