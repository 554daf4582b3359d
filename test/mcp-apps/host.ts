// A minimal MCP Apps host for the browser test, bundled by it with Bun.build: the SDK's own host side (AppBridge and
// PostMessageTransport from @modelcontextprotocol/ext-apps/app-bridge) over the official client, as a chat host would.
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { AppBridge, getToolUiResourceUri, PostMessageTransport } from "@modelcontextprotocol/ext-apps/app-bridge";

/** Calls get_lab, renders the view its _meta names in a sandboxed frame, and hands it the call's input and result. */
async function runHost(mcpUrl: string, slug: string): Promise<{ resourceUri: string; mimeType: string }> {
  const client = new Client({ name: "apps-test-host", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(mcpUrl)));
  const { tools } = await client.listTools();
  const tool = tools.find((t) => t.name === "get_lab")!;
  const resourceUri = getToolUiResourceUri(tool)!;
  const read = await client.readResource({ uri: resourceUri });
  const content = read.contents[0] as { text: string; mimeType: string };
  const frame = document.createElement("iframe");
  frame.sandbox.add("allow-scripts");
  frame.id = "view";
  frame.style.cssText = "width: 820px; height: 560px; border: 0";
  const bridge = new AppBridge(client, { name: "apps-test-host", version: "1.0.0" }, { serverTools: {}, logging: {} });
  const args = { slug };
  bridge.oninitialized = async () => {
    await bridge.sendToolInput({ arguments: args });
    await bridge.sendToolResult((await client.callTool({ name: "get_lab", arguments: args })) as never);
  };
  // The document is set before the frame is attached (no navigation away from about:blank), and the bridge listens
  // before the view's script can run: the frame loads asynchronously, after this synchronous step.
  frame.srcdoc = content.text;
  document.body.append(frame);
  await bridge.connect(new PostMessageTransport(frame.contentWindow!, frame.contentWindow!));
  return { resourceUri, mimeType: content.mimeType };
}

(globalThis as unknown as { runHost: typeof runHost }).runHost = runHost;
