// Stand-in for discord.js structures that its utilities require only for `instanceof` checks on
// objects that come from Discord (a Message, a Webhook, a GuildChannel …): none exist here.
class DiscordStructure {}
module.exports = DiscordStructure;
for (const name of ['SKU', 'GuildMember', 'Message']) module.exports[name] = DiscordStructure;
