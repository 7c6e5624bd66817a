/**
 * A stand-in eSSL/ZKTeco terminal that speaks the ADMS ("iclock") push protocol over HTTP as the
 * real ones do (after the PUSH SDK documentation): it shakes hands (`GET /iclock/cdata?options=all`)
 * and keeps the options it is given, uploads its attendance log as tab-separated ATTLOG lines
 * with a stamp (`POST /iclock/cdata?table=ATTLOG&Stamp=…`), polls for commands
 * (`GET /iclock/getrequest`), runs `DATA QUERY ATTLOG` by uploading the asked range again, and
 * answers each command (`POST /iclock/devicecmd`).
 */
export type TerminalPunch = { pin: string; localTime: string; state?: number; verify?: number };

export type Exchange = { method: string; path: string; status: number; body: string };

export class ZktecoTerminal {
  /** The device's whole attendance log, in the order it was punched. */
  readonly log: TerminalPunch[] = [];
  options: Record<string, string> = {};
  private stamp = 0;
  readonly exchanges: Exchange[] = [];

  constructor(
    private readonly baseUrl: string,
    readonly serial: string,
  ) {}

  private async request(method: 'GET' | 'POST', path: string, body?: string) {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'text/plain' },
      body,
    });
    const text = await response.text();
    this.exchanges.push({ method, path, status: response.status, body: text });
    return { status: response.status, body: text };
  }

  /** Power-on: asks for its options. */
  async handshake() {
    const answer = await this.request(
      'GET',
      `/iclock/cdata?SN=${this.serial}&options=all&pushver=2.4.1&language=69`,
    );
    if (answer.status === 200) {
      this.options = Object.fromEntries(
        answer.body
          .split(/\r?\n/)
          .filter((line) => line.includes('='))
          .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
      );
    }
    return answer;
  }

  static line(p: TerminalPunch) {
    return `${p.pin}\t${p.localTime}\t${p.state ?? 0}\t${p.verify ?? 1}\t0\t0\t0`;
  }

  /** Uploads punches (as ATTLOG lines) with the next stamp. */
  async upload(punches: TerminalPunch[]) {
    this.stamp += 1;
    return this.request(
      'POST',
      `/iclock/cdata?SN=${this.serial}&table=ATTLOG&Stamp=${this.stamp}`,
      punches.map(ZktecoTerminal.line).join('\n') + '\n',
    );
  }

  /** The operation log the devices also push (user enrolments…): to be acknowledged, not kept. */
  async uploadOperations(lines: string[]) {
    return this.request(
      'POST',
      `/iclock/cdata?SN=${this.serial}&table=OPERLOG&Stamp=9999`,
      lines.join('\n') + '\n',
    );
  }

  /**
   * One poll: fetches the waiting commands, runs each (`DATA QUERY ATTLOG` uploads its log in the
   * asked range; anything else is answered as unsupported) and reports back.
   */
  async poll() {
    const answer = await this.request(
      'GET',
      `/iclock/getrequest?SN=${this.serial}&INFO=Ver%208.0.4.2-20210208,100,100,${this.log.length},192.168.1.201,10,7,12,11,111`,
    );
    if (answer.status !== 200 || answer.body.trim() === 'OK') return { answer, ran: [] };
    const ran: { id: string; command: string }[] = [];
    const replies: string[] = [];
    for (const line of answer.body.split(/\r?\n/).filter((l) => l.startsWith('C:'))) {
      const [, id, ...rest] = line.split(':');
      const command = rest.join(':');
      ran.push({ id: id!, command });
      const query = /^DATA QUERY ATTLOG StartTime=([^\t]+)\tEndTime=(.+)$/.exec(command);
      if (query) {
        const [, from, to] = query;
        await this.upload(this.log.filter((p) => p.localTime >= from! && p.localTime <= to!));
        replies.push(`ID=${id}&Return=0&CMD=DATA`);
      } else {
        replies.push(`ID=${id}&Return=-1&CMD=${command.split(' ')[0]}`);
      }
    }
    const ack = await this.request(
      'POST',
      `/iclock/devicecmd?SN=${this.serial}`,
      replies.join('\n'),
    );
    return { answer, ran, ack };
  }
}
